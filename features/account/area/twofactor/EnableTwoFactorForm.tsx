import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { object, type InferType } from 'yup';
import { useEnableTwoFactorMutation } from '@api/account';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { cleanCode, codeInputProps, totpCode } from '../codeRules';
import { showRefusal } from '../formRefusal';

const schema = object({ Code: totpCode() });
type Values = InferType<typeof schema>;

/** The app's current code turns the new secret on; the answer is the recovery codes. */
export function EnableTwoFactorForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [enable] = useEnableTwoFactorMutation();
  const [failure, setFailure] = useState<string>();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    const result = await enable({ Code: cleanCode(values.Code) });
    if (result.data) onEnabled(result.data.RecoveryCodes);
    else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };
  return (
    <Formik<Values> initialValues={{ Code: '' }} validationSchema={schema} onSubmit={submit}>
      {() => (
        <Form noValidate className="two-factor-enable">
          <FormFailure message={failure} />
          <TextField
            name="Code"
            id="two-factor-enable-code"
            label={t('AccountArea.AppCode')}
            hint={t('AccountArea.AppCodeHint')}
            required
            {...codeInputProps}
          />
          <SubmitButton label={t('AccountArea.EnableTwoFactor')} />
        </Form>
      )}
    </Formik>
  );
}
