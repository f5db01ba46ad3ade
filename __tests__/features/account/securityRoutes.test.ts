import { describe, expect, it } from '@jest/globals';
import {
  FORGOT_PASSWORD_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  TWO_FACTOR_HOME_PATH,
  VERIFY_EMAIL_PATH,
} from '@rules/account';
import { isAppRoute } from '@rules/appRoutes';

describe('the security pages are app routes (a reload or a mail link gets the app document)', () => {
  it.each([
    REGISTER_PATH,
    FORGOT_PASSWORD_PATH,
    RESET_PASSWORD_PATH,
    VERIFY_EMAIL_PATH,
    TWO_FACTOR_HOME_PATH,
  ])('%s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it('one by one: the server’s logoff and unknown security paths are not', () => {
    expect(isAppRoute('security/logoff')).toBe(false);
    expect(isAppRoute('security/anything')).toBe(false);
  });
});
