import { isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { stockNotifications } from '../../db/schema';

/** Plain enough to catch typos; the real check is the mail that arrives (or not). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * C12 subscribe: one pending request per address and variant (the partial unique index);
 * returns false when the address was already waiting for this variant.
 */
export async function subscribeStockNotification(
  db: AppDb,
  request: { variantId: number; email: string; culture: string; customerId: number | null },
): Promise<boolean> {
  const inserted = await db
    .insert(stockNotifications)
    .values({
      variantId: request.variantId,
      email: request.email,
      culture: request.culture,
      customerId: request.customerId,
    })
    .onConflictDoNothing({
      target: [stockNotifications.variantId, stockNotifications.email],
      where: isNull(stockNotifications.notifiedAt),
    })
    .returning({ id: stockNotifications.id });
  return inserted.length > 0;
}
