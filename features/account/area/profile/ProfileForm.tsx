import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import type { AccountCustomer } from '@api/contract/account';
import { useUpdateProfileMutation } from '@api/account';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { SelectField } from '@base/forms/SelectField';
import { TextField } from '@base/forms/TextField';
import { VatField, type VatOutcome } from '@base/forms/VatField';
import { prefixedVatCheck } from '@base/forms/vat';
import { CheckboxField } from '@base/forms/CheckboxField';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { showRefusal } from '../formRefusal';
import {
  profileSchema,
  profileValues,
  toProfileRequest,
  type ProfileValues,
} from './profileSchema';

/**
 * The profile form; the e-mail is shown, not edited (it is the login). A refusal with a field
 * goes on that field, any other above the form; what was typed stays.
 */
export function ProfileForm({ me }: { me: AccountCustomer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [update] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string>();
  // The VAT input's own check: the shared prefixed-number rule, no call (K9 needs a country).
  const checkVat = useCallback(
    (vat: string): Promise<VatOutcome> => {
      const { validity, problem } = prefixedVatCheck(vat);
      return Promise.resolve({ validity, message: problem ? t(problem) : '' });
    },
    [t],
  );

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setFailure(undefined);
    const result = await update(toProfileRequest(values));
    if (result.data) {
      helpers.resetForm({ values: profileValues(result.data) });
      dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.ProfileSaved' }));
    } else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };

  return (
    <Formik initialValues={profileValues(me)} validationSchema={profileSchema} onSubmit={submit}>
      {() => (
        <Form noValidate className="profile-form">
          <FormFailure message={failure} />
          <div className="mb-3">
            <label className="form-label" htmlFor="profile-email">
              {t('Security.Email')}
            </label>
            <input
              id="profile-email"
              className="form-control-plaintext"
              value={me.Email}
              readOnly
              aria-describedby="profile-email-hint"
            />
            <div className="form-text" id="profile-email-hint">
              {t('AccountArea.EmailReadOnly')}
            </div>
          </div>
          <div className="row">
            <TextField
              name="FirstName"
              id="profile-firstname"
              label={t('AccountArea.FirstName')}
              autoComplete="given-name"
              required
              wrapperClassName="col-sm-6 mb-3"
            />
            <TextField
              name="LastName"
              id="profile-lastname"
              label={t('AccountArea.LastName')}
              autoComplete="family-name"
              required
              wrapperClassName="col-sm-6 mb-3"
            />
          </div>
          <TextField
            name="Phone"
            id="profile-phone"
            label={t('AccountArea.Phone')}
            type="tel"
            autoComplete="tel"
          />
          <SelectField
            name="Culture"
            id="profile-culture"
            label={t('AccountArea.Language')}
            placeholder={t('AccountArea.ChooseLanguage')}
            required
            options={runtimeConfig().cultures.map((c) => ({ value: c, label: t(`Cultures.${c}`) }))}
          />
          <CheckboxField
            name="Newsletter"
            id="profile-newsletter"
            label={t('AccountArea.Newsletter')}
          />
          <fieldset className="mb-3">
            <legend className="h6">{t('AccountArea.Company')}</legend>
            <TextField
              name="CompanyName"
              id="profile-company"
              label={t('AccountArea.CompanyName')}
              autoComplete="organization"
            />
            <VatField
              id="profile-vat"
              className="profile-vat"
              label={t('AccountArea.Vat')}
              hint={t('AccountArea.VatHint')}
              validText={t('VatNumber.Valid')}
              initialValidity={null}
              check={checkVat}
            />
          </fieldset>
          <SubmitButton label={t('AccountArea.SaveProfile')} />
        </Form>
      )}
    </Formik>
  );
}
