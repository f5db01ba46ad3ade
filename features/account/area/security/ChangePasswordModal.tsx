import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useChangePasswordMutation } from '@api/account';
import { CancelButton, SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { changePasswordModalShown } from '@base/uiSlice';
import { showRefusal } from '../formRefusal';
import { changePasswordSchema, type ChangePasswordValues } from './changePasswordSchema';
import { PasswordRuleList, PasswordRulesAnnouncer } from '../../PasswordRules';

const EMPTY: ChangePasswordValues = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

/**
 * Change password in a modal (001 §2): the custom mobile nav closes when it shows (the ui
 * slice's changePasswordModalShown). On success the server has logged out every other session
 * and given this one a new id.
 */
export function ChangePasswordModal({
  onHide,
  onChanged,
}: {
  onHide: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [change] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    dispatch(changePasswordModalShown());
  }, [dispatch]);

  const submit = async (
    values: ChangePasswordValues,
    helpers: FormikHelpers<ChangePasswordValues>,
  ) => {
    setFailure(undefined);
    const result = await change({
      CurrentPassword: values.CurrentPassword,
      NewPassword: values.NewPassword,
    });
    if (result.data) onChanged();
    else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };
  return (
    <Modal
      show
      onHide={onHide}
      centered
      className="change-password-modal"
      aria-labelledby="change-password-title"
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id="change-password-title">
          {t('AccountArea.ChangePassword')}
        </Modal.Title>
      </Modal.Header>
      <Formik<ChangePasswordValues>
        initialValues={EMPTY}
        validationSchema={changePasswordSchema}
        onSubmit={submit}
      >
        {({ values }) => (
          <Form noValidate>
            <Modal.Body>
              <FormFailure message={failure} />
              <TextField
                name="CurrentPassword"
                id="change-password-current"
                label={t('AccountArea.CurrentPassword')}
                type="password"
                autoComplete="current-password"
                required
              />
              <TextField
                name="NewPassword"
                id="change-password-new"
                label={t('AccountArea.NewPassword')}
                type="password"
                autoComplete="new-password"
                required
                hint={<PasswordRuleList password={values.NewPassword} />}
              />
              <PasswordRulesAnnouncer password={values.NewPassword} />
              <TextField
                name="ConfirmPassword"
                id="change-password-confirm"
                label={t('AccountArea.ConfirmPassword')}
                type="password"
                autoComplete="new-password"
                required
              />
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onCancel={onHide} />
              <SubmitButton label={t('AccountArea.ChangePassword')} />
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
