import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import { toRole } from './roles';
import { burnVerification, verifyPassword } from './passwords';
import type { SessionCustomer } from './sessions';

export const LOGIN_ATTEMPTS_MAX = 10;
export const LOGIN_ATTEMPTS_WINDOW = '15 minutes';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The customer whose password matches, or null: unknown e-mail and wrong password look alike. */
export async function checkCredentials(
  db: AppDb,
  email: string,
  password: string,
): Promise<SessionCustomer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normalizeEmail(email)))
    .limit(1);
  if (!row) {
    await burnVerification(password);
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password))) return null;
  const { id, firstName, lastName, culture } = row;
  return { id, email: row.email, firstName, lastName, culture, role: toRole(row.role) };
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
