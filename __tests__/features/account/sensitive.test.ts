import { describe, expect, it } from '@jest/globals';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { securityApi } from '@api/security';
import { REDACTED } from '@features/support/log/constants';
import { sanitize, sanitizeAction } from '@features/support/log/sanitize';
import { setupStore } from '@store/index';
import { json, mockFetch } from '../../support/fetchMock';
import { loginAnswer } from './helpers';

describe('the support action log blanks the security calls’ secrets', () => {
  it('by key: passwords, tokens, recovery codes, the authenticator secret’s address and QR code', () => {
    expect(
      sanitize({
        Password: 'Correct-horse1',
        NewPassword: 'Correct-horse2',
        CurrentPassword: 'Correct-horse3',
        Token: 'A'.repeat(43),
        RecoveryCode: 'abcde-12345',
        RecoveryCodes: ['abcde-12345', 'fghij-67890'],
        OtpauthUri: 'otpauth://totp/Vitrine:a?issuer=Vitrine',
        QrSvg: '<svg><path d="M0 0h7v7H0z"/></svg>',
        // A country's or a currency's code is not a secret: the replay needs it.
        Code: 'BE',
      }),
    ).toEqual({
      Password: REDACTED,
      NewPassword: REDACTED,
      CurrentPassword: REDACTED,
      Token: REDACTED,
      RecoveryCode: REDACTED,
      RecoveryCodes: [REDACTED, REDACTED],
      OtpauthUri: REDACTED,
      QrSvg: REDACTED,
      Code: 'BE',
    });
  });

  it.each([
    ['twoFactorLogin', { Code: '123456', ReturnUrl: '/fr/' }],
    ['enableTwoFactor', { Code: '123456' }],
    ['disableTwoFactor', { Password: 'x', Code: '123456' }],
    ['regenerateRecoveryCodes', { Password: 'x', Code: '123456' }],
    ['verifyEmail', { Token: 'A'.repeat(43) }],
    ['resetPassword', { Token: 'A'.repeat(43), Password: 'x' }],
    ['forgotPassword', { Email: 'a@example.test' }],
    ['register', { Email: 'a@example.test', Password: 'x', FirstName: 'Alex' }],
  ])('by endpoint: every value of %s’s argument (its shape kept)', (endpointName, originalArgs) => {
    const blank = Object.fromEntries(Object.keys(originalArgs).map((key) => [key, REDACTED]));
    expect(sanitize({ endpointName, originalArgs })).toEqual({ endpointName, originalArgs: blank });
  });

  it('a two-factor login run through the store: no code in the sanitized actions', async () => {
    mockFetch(() => json(200, loginAnswer('/fr/')));
    const store = setupStore();
    const seen: UnknownAction[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (a) => void seen.push(a) }));
    await store.dispatch(
      securityApi.endpoints.twoFactorLogin.initiate({ Code: '493817', ReturnUrl: '/fr/' }),
    );
    expect(JSON.stringify(seen)).toContain('493817');
    expect(JSON.stringify(seen.map(sanitizeAction))).not.toContain('493817');
  });
});
