import Modal from 'react-bootstrap/Modal';
import { useGetStockNotificationQuery } from '@api/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { BackInStockForm } from './BackInStockForm';

interface Props {
  productId: number;
  productVariantId: number;
  onClose: () => void;
}

/** C12: the modal of the back-in-stock request (its view model, then the form). A lazy chunk. */
export default function BackInStockModal({ productId, productVariantId, onClose }: Props) {
  const { t, culture } = useTranslation();
  const { data, isError } = useGetStockNotificationQuery({
    culture,
    ProductVariantId: productVariantId,
    ProductId: productId,
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="back-in-stock-title">
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="back-in-stock-title">{t('Catalog.Product.NotifyBackInStock')}</Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={!data && !isError}>
        {isError && <p role="alert">{t('Manager.UnknowsErrors')}</p>}
        {!data && !isError && <span className="visually-hidden">{t('Manager.Loading')}</span>}
        {data && (
          <>
            <p>
              <span className="fw-semibold">{data.ProductName}</span>
              {data.VariantLabel && <span className="text-muted">{` – ${data.VariantLabel}`}</span>}
            </p>
            <p className="small">{t('Catalog.Product.BackInStockIntro')}</p>
            <BackInStockForm view={data} />
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
