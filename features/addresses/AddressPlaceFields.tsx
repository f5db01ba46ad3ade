import type { CountryOption } from '@api/contract/cart';
import { SelectField } from '@base/forms/SelectField';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { isBillingType, type AddressValues } from './addressValues';

interface Props {
  idPrefix: string;
  values: AddressValues;
  countries: CountryOption[];
}

/**
 * Street, number, box, postal code, city and country under the names of the address's type
 * (BillingStreet1… for Billing/Both, Street1… for Shipping), and a company's VAT number.
 */
export function AddressPlaceFields({ idPrefix, values, countries }: Props) {
  const { t } = useTranslation();
  const billing = isBillingType(values.AddressType);
  const name = (plain: string, billingName = `Billing${plain}`) => (billing ? billingName : plain);
  const id = (field: string) => `${idPrefix}-${field.toLowerCase()}`;
  const options = countries.map((c) => ({ value: String(c.Id), label: c.Name }));
  return (
    <>
      <div className="row">
        <TextField
          name={name('Street1')}
          id={id('street1')}
          label={t('AddressForm.Street1')}
          autoComplete="address-line1"
          required
          wrapperClassName="col-sm-6 mb-3"
        />
        <TextField
          name={name('HouseNumber')}
          id={id('housenumber')}
          label={t('AddressForm.HouseNumber')}
          required
          wrapperClassName="col-6 col-sm-3 mb-3"
        />
        <TextField
          name={name('BoxNumber')}
          id={id('boxnumber')}
          label={t('AddressForm.BoxNumber')}
          wrapperClassName="col-6 col-sm-3 mb-3"
        />
      </div>
      <div className="row">
        <TextField
          name={name('PostalCode')}
          id={id('postalcode')}
          label={t('AddressForm.PostalCode')}
          autoComplete="postal-code"
          required
          wrapperClassName="col-sm-4 mb-3"
        />
        <TextField
          name={name('City')}
          id={id('city')}
          label={t('AddressForm.City')}
          autoComplete="address-level2"
          required
          wrapperClassName="col-sm-8 mb-3"
        />
      </div>
      <SelectField
        name={name('CountryId', 'BillingCountry')}
        id={id('country')}
        label={t('AddressForm.Country')}
        placeholder={t('AddressForm.ChooseCountry')}
        options={options}
        required
      />
      {billing && values.AccountType === 'Company' && (
        <TextField
          name="BillingVAT"
          id={id('vat')}
          label={t('AddressForm.Vat')}
          hint={t('AddressForm.VatHint')}
          autoComplete="off"
        />
      )}
    </>
  );
}
