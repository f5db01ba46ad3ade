import type { AccountCustomer } from '@api/contract/account';
import { json, type Route } from '../../../support/fetchMock';
import { accountCustomer, mockServer } from '../helpers';

// The account area's tests read the same French strings and customer as the login tests.
export { loadFrench } from '../helpers';

/** A request's JSON body, untyped (unlike ../helpers' bodyOf): the tests destructure its fields. */
export const bodyOf = async (request: Request) => JSON.parse(await request.clone().text());

/** Answers S1 with the real strings, getMe with `me`, and hands every other call to `route`. */
export function mockAccountServer(me: AccountCustomer | null, route: Route) {
  return mockServer((url, init, request) => {
    if (url.pathname === '/api/v1/account/me' && request.method === 'GET') {
      return me ? json(200, me) : json(401, { message: 'Connectez-vous.' });
    }
    return route(url, init, request);
  });
}

export const customer = accountCustomer();

export const staff: AccountCustomer = {
  ...customer,
  Email: 'staff@vitrine.test',
  FirstName: 'Marc',
  Role: 'staff',
};
