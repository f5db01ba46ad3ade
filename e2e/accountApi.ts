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

/** The seeded staff member (server/seed). */
export const STAFF = { email: 'staff@vitrine.test', password: 'Vitrine-demo-2026!' } as const;

/** The log-in form's labels, in the journey's culture. */
export interface LoginLabels {
  email: string;
  password: string;
  signIn: string;
}

/** Signs in through the log-in page's form, as a shopper would; lands on the account home. */
export async function logInThroughForm(
  page: Page,
  culture: string,
  account: { email: string; password: string },
  labels: LoginLabels,
): Promise<void> {
  await page.goto(`${culture}/security/login`);
  const form = page.locator('form.login-form');
  await form.getByLabel(labels.email).fill(account.email);
  await form.getByLabel(labels.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: labels.signIn }).click();
  await expect(page).toHaveURL(`${culture}/account`);
}

/**
 * The token of the newest registration link mailed to `email` (A3: register only mails it; the
 * link makes the account), read in the outbox viewer (/dev/mail, MAIL_VIEWER=1). The mail is
 * sent after the request's commit: the outbox is read again until it is there.
 */
export async function registrationToken(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const address = email.toLowerCase().replace(/[.+]/g, '\\$&');
  const row = new RegExp(`<tr><td>${address}</td><td><a href="[^"]*/dev/mail/(\\d+)"`);
  let token = '';
  await expect(async () => {
    const list = row.exec(await (await request.get('dev/mail')).text());
    expect(list, `a mail to ${email} in the outbox`).not.toBeNull();
    const mail = await (await request.get(`dev/mail/${list![1]}`)).text();
    const link = /security\/verifyemail\?token=([A-Za-z0-9_-]{43})/.exec(mail);
    expect(link, 'the registration link in the mail').not.toBeNull();
    token = link![1]!;
  }).toPass({ timeout: 15_000 });
  return token;
}

/**
 * Registers a new customer from the page's context and follows the mailed link there (it makes
 * the account and logs in): afterwards the page is logged in as them, their address verified.
 */
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
  expect(answer.status(), await answer.text()).toBe(202);
  const Token = await registrationToken(page.request, account.email);
  await postJson(page, 'api/v1/security/verifyemail', { Token });
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
