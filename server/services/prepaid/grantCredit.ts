import { eq } from 'drizzle-orm';
import { prepaidAccountTypes } from '../../db/schema';
import type { Tx } from '../cart/sessionCart';
import { movePrepaidBalance } from './balance';
import { ensurePrepaidAccount } from './prepaidAccounts';

/**
 * Credit bought is granted when its order is paid, in the order's transaction: for each
 * prepaid-credit line, the customer's account of that type (created when missing) receives
 * credit × quantity (movement 'purchase' naming the order).
 */
export async function grantPurchasedCredit(
  tx: Tx,
  input: { customerId: number; orderId: number; lines: { typeId: number; quantity: number }[] },
): Promise<void> {
  for (const line of input.lines) {
    const [type] = await tx
      .select({ creditCents: prepaidAccountTypes.creditCents })
      .from(prepaidAccountTypes)
      .where(eq(prepaidAccountTypes.id, line.typeId));
    if (!type) throw new Error(`prepaid type ${line.typeId} is gone`);
    const accountId = await ensurePrepaidAccount(tx, input.customerId, line.typeId);
    await movePrepaidBalance(tx, {
      accountId,
      amountCents: type.creditCents * line.quantity,
      kind: 'purchase',
      orderId: input.orderId,
    });
  }
}
