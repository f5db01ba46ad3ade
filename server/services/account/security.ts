import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { CustomerRow } from './accountView';
import { burnVerification, verifyPassword } from './passwords';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The customer whose password matches, or null: unknown e-mail and wrong password look alike. */
export async function checkCredentials(
  db: Pick<AppDb, 'select'>,
  email: string,
  password: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normalizeEmail(email)))
    .limit(1);
  if (!row) {
    await burnVerification(password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? row : null;
}

/**
 * Where to go after login: a same-site path below /{culture}/ (the app base in front), never
 * another host, a protocol-relative URL or a security page (logoff would undo the login).
 * Anything else becomes the account page.
 */
export function safeReturnUrl(
  raw: string | undefined,
  appBase: string,
  cultures: readonly string[],
  fallbackCulture: string,
): string {
  const fallback = `${appBase}/${fallbackCulture}/account`;
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || /[\\\s]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://vitrine.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://vitrine.invalid' || !url.pathname.startsWith(`${appBase}/`)) {
    return fallback;
  }
  const [culture, section] = url.pathname.slice(appBase.length + 1).split('/');
  if (
    !culture ||
    !cultures.includes(culture) ||
    section === undefined ||
    section.toLowerCase() === 'security' ||
    /logoff/i.test(url.pathname)
  ) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
