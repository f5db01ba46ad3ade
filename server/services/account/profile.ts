import { eq } from 'drizzle-orm';
import type { ProfileRequest } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { checkName, checkPhone, checkVat, optionalText } from './accountFields';
import type { CustomerRow } from './accountView';
import { accepted, refused, type Outcome } from './refusal';

/**
 * The account's profile form: names, phone, language, newsletter opt-in, company and VAT number
 * (checked as at register). The e-mail and the password have their own calls.
 */
export async function updateProfile(
  db: AppDb,
  input: {
    customerId: number;
    form: ProfileRequest;
    culture: string;
    t: Translate;
    isCulture: (value: string) => boolean;
  },
): Promise<Outcome<CustomerRow>> {
  const { form, t } = input;
  const firstName = checkName(form.FirstName, t, 'FirstName');
  if (!firstName.ok) return firstName;
  const lastName = checkName(form.LastName, t, 'LastName');
  if (!lastName.ok) return lastName;
  const phone = checkPhone(form.Phone, t);
  if (!phone.ok) return phone;
  if (!input.isCulture(form.Culture)) return refused(400, t('Account.CultureUnknown'), 'Culture');
  const vat = await checkVat(db, form.VAT, input.culture, t);
  if (!vat.ok) return vat;
  const [row] = await db
    .update(customers)
    .set({
      firstName: firstName.value,
      lastName: lastName.value,
      phone: phone.value,
      culture: form.Culture,
      newsletter: form.Newsletter,
      companyName: optionalText(form.CompanyName),
      vat: vat.value,
    })
    .where(eq(customers.id, input.customerId))
    .returning();
  return row ? accepted(row) : refused(404, t('Account.NotFound'));
}
