import type { ShoppingCart } from '../../../api/contract/cart';
import { PREPAID_CURRENCY } from '../../../rules/prepaid';
import type { Translate } from '../../shared/translate';
import { refuse } from '../cart/refusal';
import type { Queries } from '../cart/sessionCart';
import { ownPrepaidAccount } from '../prepaid/prepaidAccounts';

/** How K15 splits the total: the prepaid part (debited in the order's transaction) and the card's. */
export interface PaymentSplit {
  prepaid: { accountId: number; cents: number } | null;
  cardCents: number;
}

/**
 * The prepaid account choice, before any money moves: the customer's own account (another's:
 * 404), a euro cart (balances are euro cents), a balance above zero. It pays up to its balance as
 * read now, and never for prepaid credit (docs/ARCHITECTURE.md "Money": credit bought with
 * credit would turn a bonus type's 5 € into money from nothing), so a cart of credit alone is
 * refused (400). The order's transaction debits it again under the row's lock and refuses the
 * order (409) if the balance no longer covers it. The rest goes to the card, which is then
 * required (400). Throws CartRefused.
 */
export async function splitPayment(
  db: Queries,
  input: {
    customerId: number;
    prepaidAccountId: number | undefined;
    paymentMethodId: string | undefined;
    view: ShoppingCart;
    t: Translate;
  },
): Promise<PaymentSplit> {
  const { view, t } = input;
  const total = view.Totals.TotalCents;
  let prepaid: PaymentSplit['prepaid'] = null;
  if (input.prepaidAccountId !== undefined) {
    const account = await ownPrepaidAccount(db, input.customerId, input.prepaidAccountId);
    if (!account) return refuse(404, t('Prepaid.AccountNotFound'), 'PrepaidAccountId');
    if (view.CurrencyCode !== PREPAID_CURRENCY) {
      refuse(400, t('Prepaid.EuroOnly'), 'PrepaidAccountId');
    }
    if (account.balanceCents <= 0) refuse(400, t('Prepaid.BalanceEmpty'), 'PrepaidAccountId');
    const payable = view.Totals.PrepaidPayableCents;
    if (payable <= 0) refuse(400, t('Prepaid.NotForCredit'), 'PrepaidAccountId');
    prepaid = { accountId: account.id, cents: Math.min(account.balanceCents, payable) };
  }
  const cardCents = total - (prepaid?.cents ?? 0);
  if (cardCents > 0 && !input.paymentMethodId) {
    refuse(400, t('Checkout.PaymentMethodRequired'), 'PaymentMethodId');
  }
  return { prepaid, cardCents };
}
