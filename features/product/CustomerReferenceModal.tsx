import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useGetCustomerReferenceQuery, useUpdateCustomerReferenceMutation } from '@api/product';
import { REFERENCE_SUCCESS_MODAL_CLOSE } from '@features/product/constants';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';

interface Props {
  productVariantId: number;
  successDisplay: 'growl' | 'modal';
  onClose: () => void;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * C2: the customer's reference form. Success shows the server's message as a growl (the
 * default) or in the modal, which then closes after 3 s (001 §9 "Business constants and limits"); failure shows
 * 'Catalog.CustomerRefUpdateError' (001 §8 "Error catalogue"). A lazy chunk.
 */
export default function CustomerReferenceModal({
  productVariantId,
  successDisplay,
  onClose,
}: Props) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, error } = useGetCustomerReferenceQuery({ productVariantId, culture });
  const [update, { isLoading }] = useUpdateCustomerReferenceMutation();
  const [value, setValue] = useState<string>();
  const [done, setDone] = useState<string>();
  const loginAsked = statusOf(error) === 401;

  // The error catalogue opened the login modal: this one steps aside.
  useEffect(() => {
    if (loginAsked) onClose();
  }, [loginAsked, onClose]);
  useEffect(() => {
    if (done === undefined) return undefined;
    const timer = setTimeout(onClose, REFERENCE_SUCCESS_MODAL_CLOSE);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const submit = async () => {
    const result = await update({
      ProductVariantId: productVariantId,
      CustomerSKU: (value ?? data?.CustomerSKU ?? '').trim(),
    });
    if (result.data) {
      if (successDisplay === 'modal') return setDone(result.data.Message);
      dispatch(
        noticeShown({
          level: 'success',
          messageKey: 'Catalog.Product.ServerMessage',
          args: [result.data.Message],
        }),
      );
      return onClose();
    }
    if (statusOf(result.error) === 401) return onClose();
    dispatch(noticeShown({ level: 'danger', messageKey: 'Catalog.CustomerRefUpdateError' }));
    return undefined;
  };

  const id = `customer-ref-${productVariantId}`;
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id={`${id}-title`}>{t('Catalog.Product.UpdateCustomerRef')}</Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={!data && !error}>
        {done !== undefined ? (
          <p role="status" className="alert alert-success mb-0">
            {done}
          </p>
        ) : (
          data && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <p className="small text-muted">{`${data.ProductName} · ${data.SKU}`}</p>
              <label htmlFor={id} className="form-label">
                {t('Catalog.Product.CustomerRef')}
              </label>
              <input
                id={id}
                className="form-control mb-3"
                maxLength={100}
                value={value ?? data.CustomerSKU}
                onChange={(event) => setValue(event.target.value)}
              />
              <button type="submit" className="btn btn-primary" disabled={isLoading}>
                {t('Catalog.Product.Save')}
              </button>
            </form>
          )
        )}
        {error && !loginAsked && <p role="alert">{t('Catalog.CustomerRefUpdateError')}</p>}
      </Modal.Body>
    </Modal>
  );
}
