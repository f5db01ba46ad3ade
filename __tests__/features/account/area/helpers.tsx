import type { AccountCustomer } from '@api/contract/account';
import { localizationApi } from '@api/localization';
import type { AppStore } from '@store/index';
import { nestStrings } from '../../../../server/services/strings';
import { strings } from '../../../../server/seed/data/strings';
import { json, mockFetch, type Route } from '../../../support/fetchMock';

/** The real French string resources, as S1 answers them: tests read the texts shoppers read. */
const frStrings = nestStrings(
  Object.entries(strings).map(([key, value]) => ({ key, value: value.fr })),
);

/** A request's JSON body (the fetch mock hands the Request). */
export const bodyOf = async (request: Request) => JSON.parse(await request.clone().text());

/** Answers S1 with the real strings, getMe with `me`, and hands every other call to `route`. */
export function mockAccountServer(me: AccountCustomer | null, route: Route) {
  return mockFetch((url, init, request) => {
    if (url.pathname === '/api/v1/localization/fr/stringresources') return json(200, frStrings);
    if (url.pathname === '/api/v1/account/me' && request.method === 'GET') {
      return me ? json(200, me) : json(401, { message: 'Connectez-vous.' });
    }
    return route(url, init, request);
  });
}

export async function loadFrench(store: AppStore): Promise<void> {
  await store.dispatch(localizationApi.endpoints.getStringResources.initiate('fr'));
}

export const customer: AccountCustomer = {
  Email: 'demo@vitrine.test',
  FirstName: 'Sophie',
  LastName: 'Peeters',
  Role: 'customer',
  EmailVerified: true,
  Culture: 'fr',
  Phone: null,
  Newsletter: false,
  CompanyName: null,
  VAT: null,
  TwoFactorEnabled: false,
};

export const staff: AccountCustomer = {
  ...customer,
  Email: 'staff@vitrine.test',
  FirstName: 'Marc',
  Role: 'staff',
};
