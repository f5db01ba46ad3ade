import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../../rules/account';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';

/**
 * TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30 s steps, one step of drift either way
 * (rules/account.ts). No crypto of ours: otplib computes and compares the codes.
 */
export const newTotpSecret = (): string => generateSecret();

export function otpauthUri(issuer: string, email: string, secret: string): string {
  return generateURI({
    issuer,
    label: email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The time step a code belongs to (within ±1 step of now, after `afterStep`), or null. */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS * TOTP_WINDOW_STEPS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // The TOTP result carries its time step (the union type also covers HOTP's).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret otplib cannot read is a code that does not match, not a server error.
    return null;
  }
}

/**
 * Accepts a code once: it must match a step later than the last accepted one, and the update
 * that records the step is the check, so the same code sent twice at once passes once.
 */
export async function acceptTotp(
  db: Pick<AppDb, 'update'>,
  customer: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  if (!customer.totpSecret) return false;
  const step = await totpStep(customer.totpSecret, code, customer.totpLastStep);
  if (step === null) return false;
  const [won] = await db
    .update(customers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(customers.id, customer.id),
        or(isNull(customers.totpLastStep), lt(customers.totpLastStep, step)),
      ),
    )
    .returning({ id: customers.id });
  return won !== undefined;
}
