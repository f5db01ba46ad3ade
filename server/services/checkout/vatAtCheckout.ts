import type { ShoppingCart } from '../../../api/contract/cart';
import type { AppDb } from '../../db/client';
import type { CountryRow } from '../cart/countries';
import { refuse } from '../cart/refusal';
import { isReverseCharge } from '../cart/vat';
import type { Translate } from '../../shared/translate';
import { rememberVatOnCart } from '../vat/vatCart';
import { vatInputProblem, verdictFor } from '../vat/vatCheck';
import type { ViesClient } from '../vat/viesClient';

/**
 * The VAT number K15 puts on the order. The cart's amounts used the number K9 remembered; a
 * different number in the submit is checked against the billing country like K9 would. A number
 * that cannot be valid is refused (400); one that starts or stops reverse charge changes the
 * amounts shown, so the cart takes it and the submit is refused as changed (409).
 */
export async function vatForOrder(
  db: AppDb,
  input: {
    sessionId: string;
    typed: string | undefined;
    view: ShoppingCart;
    billingCountry: CountryRow;
    culture: string;
    t: Translate;
    vies: ViesClient | null;
  },
): Promise<string | null> {
  const { view, t } = input;
  const typed = input.typed?.trim() ?? '';
  const exemptShown = isReverseCharge(view.VAT, view.IsVATValid);
  if (!typed) {
    if (!exemptShown) return null;
    await rememberVatOnCart(db, input.sessionId, null, null);
    return refuse(409, t('Checkout.VatChanged'), 'VAT');
  }
  const problem = vatInputProblem(typed, t);
  if (problem) refuse(400, problem.message, 'VAT');
  const country = input.billingCountry;
  const { answer, normalized } = await verdictFor(
    { code: country.code, isEu: country.isEu, name: country.names[input.culture] ?? country.code },
    typed,
    t,
    input.vies,
  );
  const valid = answer.IsVATValidWebService;
  if (valid === false) refuse(400, answer.ErrorMessage, 'VAT');
  if (normalized === view.VAT && valid === view.IsVATValid) return normalized;
  if (isReverseCharge(normalized, valid) !== exemptShown) {
    await rememberVatOnCart(db, input.sessionId, normalized, valid);
    refuse(409, t('Checkout.VatChanged'), 'VAT');
  }
  return normalized;
}
