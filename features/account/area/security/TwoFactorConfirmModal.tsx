import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { object, string, type InferType } from 'yup';
import type { TwoFactorConfirmRequest } from '@api/contract/account';
import { CancelButton, SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { TextField } from '@base/forms/TextField';
import { formMessages } from '@base/forms/rules';
import { useTranslation } from '@base/i18n/useTranslation';
import { cleanCode, codeInputProps, totpCode } from '../codeRules';
import { showRefusal } from '../formRefusal';

const schema = object({
  Password: string().required(formMessages.required),
  Code: totpCode(),
});
type Values = InferType<typeof schema>;

/** What the modal does with the password and code: the call, answering its refusal or null. */
export type ConfirmAction = (body: TwoFactorConfirmRequest) => Promise<{ error?: unknown }>;

interface Props {
  titleKey: string;
  introKey: string;
  submitKey: string;
  action: ConfirmAction;
  onHide: () => void;
}

/**
 * Turning two-factor off and asking for new recovery codes both take the password and a current
 * code (the issue: "disable with password + code"): one modal, the action given.
 */
export function TwoFactorConfirmModal({ titleKey, introKey, submitKey, action, onHide }: Props) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    const result = await action({ Password: values.Password, Code: cleanCode(values.Code) });
    if ('error' in result && result.error)
      setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };
  return (
    <Modal show onHide={onHide} centered aria-labelledby="two-factor-confirm-title">
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id="two-factor-confirm-title">
          {t(titleKey)}
        </Modal.Title>
      </Modal.Header>
      <Formik<Values>
        initialValues={{ Password: '', Code: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {() => (
          <Form noValidate>
            <Modal.Body>
              <p>{t(introKey)}</p>
              <FormFailure message={failure} />
              <TextField
                name="Password"
                id="two-factor-confirm-password"
                label={t('Security.Password')}
                type="password"
                autoComplete="current-password"
                required
              />
              <TextField
                name="Code"
                id="two-factor-confirm-code"
                label={t('AccountArea.AppCode')}
                required
                {...codeInputProps}
              />
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onCancel={onHide} />
              <SubmitButton label={t(submitKey)} />
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
