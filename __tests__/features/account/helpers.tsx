import { useLocation } from 'react-router-dom';
import type { AccountCustomer } from '@api/contract/account';
import { localizationApi } from '@api/localization';
import type { AppStore } from '@store/index';
import { nestStrings } from '../../../server/services/strings';
import { strings } from '../../../server/seed/data/strings';
import { json, mockFetch, type Route } from '../../support/fetchMock';

/** The real French string resources, as S1 answers them: tests read the texts shoppers read. */
export const frStrings = nestStrings(
  Object.entries(strings).map(([key, value]) => ({ key, value: value.fr })),
);

/**
 * Answers S1 with the real strings and hands every other call to `route`, with the app base
 * (when a test sets one) taken off the path.
 */
export function mockServer(route: Route) {
  return mockFetch((url, init, request) => {
    const base = window.__VITRINE__?.appBase ?? '';
    const local = new URL(url.href);
    if (base && local.pathname.startsWith(`${base}/`)) {
      local.pathname = local.pathname.slice(base.length);
    }
    return local.pathname === '/api/v1/localization/fr/stringresources'
      ? json(200, frStrings)
      : route(local, init, request);
  });
}

export async function loadFrench(store: AppStore): Promise<void> {
  await store.dispatch(localizationApi.endpoints.getStringResources.initiate('fr'));
}

export const loginPageFor = (returnUrl: string) => ({
  Culture: 'fr',
  Title: 'Connexion',
  Intro: 'Vous devez être connecté pour continuer.',
  ReturnUrl: returnUrl,
  Action: '/api/v1/security/login',
});

export const customer = { Email: 'demo@vitrine.test', FirstName: 'Sophie', LastName: 'Peeters' };

/** GET /api/v1/account/me as issue 14 answers it (AccountCustomer). */
export const accountCustomer = (overrides: Partial<AccountCustomer> = {}): AccountCustomer => ({
  ...customer,
  Role: 'customer',
  EmailVerified: true,
  Culture: 'fr',
  Phone: null,
  Newsletter: false,
  CompanyName: null,
  VAT: null,
  TwoFactorEnabled: false,
  ...overrides,
});

/** A1 / A3 answer (LoginAnswer): logged in, or waiting for the two-factor step. */
export const loginAnswer = (ReturnUrl: string, twoFactor = false) => ({
  ReturnUrl,
  TwoFactorRequired: twoFactor,
  Customer: twoFactor ? null : accountCustomer(),
});

/** The router's address, on screen, for tests that follow a navigation. */
export function Where() {
  const location = useLocation();
  // Not an <output>: its status role would mix with the pages' own live regions.
  return <p aria-label="location">{location.pathname + location.search}</p>;
}

/** The JSON body a recorded call sent. */
export const bodyOf = async (request: Request) =>
  (await request.clone().json()) as Record<string, unknown>;
