import { Form, Formik } from 'formik';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { object, string } from 'yup';
import type { WishlistCreated } from '@api/contract/wishlist';
import { serverRefusal } from '@api/errors';
import { useCreateWishlistMutation } from '@api/wishlist';
import { CancelButton, SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { RadioGroup } from '@base/forms/RadioGroup';
import { requiredText } from '@base/forms/rules';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { WISHLIST_KINDS, WISHLIST_NAME_MAX, type WishlistKind } from '@rules/wishlist';

const schema = object({
  Name: requiredText(WISHLIST_NAME_MAX),
  Kind: string()
    .oneOf([...WISHLIST_KINDS])
    .required(),
});

interface Props {
  onClose: () => void;
  onCreated: (created: WishlistCreated) => void;
}

/** A new, empty list (ours): its name and kind. A refusal naming Name shows under the field. */
export function NewListModal({ onClose, onCreated }: Props) {
  const { t, culture } = useTranslation();
  const [create] = useCreateWishlistMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="wishlist-new-title">
      <Formik
        initialValues={{ Name: '', Kind: 'wishlist' as WishlistKind }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          const result = await create({ Name: values.Name.trim(), Kind: values.Kind, culture });
          if (result.data) return onCreated(result.data);
          const refusal = serverRefusal(result.error);
          const message = refusal.message ?? t('Manager.UnknowsErrors');
          if (refusal.field === 'Name') helpers.setFieldError('Name', message);
          else setFailure(message);
        }}
      >
        <Form noValidate>
          <Modal.Header closeButton closeLabel={t('Manager.Close')}>
            <Modal.Title id="wishlist-new-title">{t('WishlistPage.NewListTitle')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormFailure message={failure} />
            <TextField
              name="Name"
              id="wishlist-new-name"
              label={t('WishlistPage.Name')}
              maxLength={WISHLIST_NAME_MAX}
              autoComplete="off"
              required
            />
            <RadioGroup
              name="Kind"
              id="wishlist-new-kind"
              legend={t('WishlistPage.Kind')}
              options={[
                { value: 'wishlist', label: t('WishlistPage.KindWishlist') },
                { value: 'birthlist', label: t('WishlistPage.KindBirthlist') },
              ]}
            />
          </Modal.Body>
          <Modal.Footer>
            <CancelButton onCancel={onClose} />
            <SubmitButton label={t('WishlistPage.Create')} busyLabel={t('WishlistPage.Creating')} />
          </Modal.Footer>
        </Form>
      </Formik>
    </Modal>
  );
}
