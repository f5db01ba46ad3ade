import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Account set-up through the API, for journeys about what comes after (the browser context's
 * cookies are shared with `page.request`, so the page is logged in afterwards).
 */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'vitrine.csrf');
  expect(csrf, 'the CSRF cookie is set by any page').toBeDefined();
  return { 'X-CSRF-Token': csrf!.value };
}

/** Registers a new customer from the page's context: afterwards the page is logged in as them. */
export async function registerByApi(
  page: Page,
  culture: 'fr' | 'nl',
  account: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  await page.goto(`${culture}/`);
  const answer = await page.request.post('api/v1/security/register', {
    headers: { ...(await csrfHeader(page)), 'Accept-Language': culture },
    data: {
      Email: account.email,
      Password: account.password,
      FirstName: account.firstName ?? 'Alex',
      LastName: account.lastName ?? 'Test',
      Culture: culture,
      AcceptTerms: true,
    },
  });
  expect(answer.status()).toBe(201);
}

/** POST with the CSRF header, expecting `status`; answers the JSON body. */
export async function postJson<T>(
  page: Page,
  path: string,
  data: unknown,
  status = 200,
  request: APIRequestContext = page.request,
): Promise<T> {
  const answer = await request.post(path, { headers: await csrfHeader(page), data });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}
