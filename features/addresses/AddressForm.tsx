import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import type { CountryOption } from '@api/contract/cart';
import type { AddressSaved } from '@api/contract/checkout';
import { useCreateAddressMutation, useUpdateAddressMutation } from '@api/checkout';
import { CancelButton, SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { RadioGroup } from '@base/forms/RadioGroup';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { AddressPlaceFields } from './AddressPlaceFields';
import { addressSchema } from './addressSchema';
import {
  switchAddressType,
  toAddressForm,
  type AddressValues,
  type CurrentSelection,
} from './addressValues';
import { TextField } from '@base/forms/TextField';

interface Props {
  idPrefix: string;
  initial: AddressValues;
  countries: CountryOption[];
  /** The pickers' choices now (ExistingBillingAddressId / ExistingShippingAddressId). */
  current: CurrentSelection;
  onSaved: (saved: AddressSaved, created: boolean) => void;
  onCancel: () => void;
}

/**
 * K14 address form (001 §3 "Entities and their fields" names). On failure: the error growl (001 §8 "Error catalogue" 'An error has occured')
 * and the server's message on its field, or above the form when it names none.
 */
export function AddressForm({ idPrefix, initial, countries, current, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [create] = useCreateAddressMutation();
  const [update] = useUpdateAddressMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => addressSchema(countries), [countries]);

  const submit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    setFailure(null);
    const body = toAddressForm(values, current);
    const created = values.Id === 0;
    const result = created ? await create({ body }) : await update({ body });
    if (result.data) {
      onSaved(result.data, created);
      return;
    }
    dispatch(
      noticeShown({
        level: 'danger',
        messageKey: 'Manager.AnErrorHasOccured',
        titleKey: 'Core.Error',
      }),
    );
    const refusal = serverRefusal(result.error);
    if (refusal.field && refusal.field in values) {
      helpers.setFieldTouched(refusal.field, true, false);
      helpers.setFieldError(refusal.field, refusal.message ?? t('Manager.AnErrorHasOccured'));
    } else {
      setFailure(refusal.message ?? t('Manager.AnErrorHasOccured'));
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ values, setValues }) => (
        <Form noValidate className="address-form">
          <FormFailure message={failure} />
          <RadioGroup
            name="AddressType"
            id={id('type')}
            legend={t('AddressForm.AddressType')}
            options={[
              { value: 'Billing', label: t('AddressForm.TypeBilling') },
              { value: 'Shipping', label: t('AddressForm.TypeShipping') },
              { value: 'Both', label: t('AddressForm.TypeBoth') },
            ]}
            onChoose={(type) =>
              void setValues(switchAddressType(values, type as AddressValues['AddressType']))
            }
          />
          <RadioGroup
            name="AccountType"
            id={id('account')}
            legend={t('AddressForm.AccountType')}
            options={[
              { value: 'Private', label: t('AddressForm.AccountPrivate') },
              { value: 'Company', label: t('AddressForm.AccountCompany') },
            ]}
          />
          <div className="row">
            <TextField
              name="FirstName"
              id={id('firstname')}
              label={t('AddressForm.FirstName')}
              autoComplete="given-name"
              required
              wrapperClassName="col-sm-6 mb-3"
            />
            <TextField
              name="LastName"
              id={id('lastname')}
              label={t('AddressForm.LastName')}
              autoComplete="family-name"
              required
              wrapperClassName="col-sm-6 mb-3"
            />
          </div>
          {values.AccountType === 'Company' && (
            <TextField
              name="CompanyName"
              id={id('company')}
              label={t('AddressForm.CompanyName')}
              autoComplete="organization"
              required
            />
          )}
          <AddressPlaceFields idPrefix={idPrefix} values={values} countries={countries} />
          <TextField
            name="Phone"
            id={id('phone')}
            label={t('AddressForm.Phone')}
            type="tel"
            autoComplete="tel"
          />
          <div className="d-flex justify-content-end gap-2">
            <CancelButton onCancel={onCancel} />
            <SubmitButton label={t('AddressForm.Save')} />
          </div>
        </Form>
      )}
    </Formik>
  );
}
