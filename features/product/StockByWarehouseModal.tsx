import Modal from 'react-bootstrap/Modal';
import { useGetStockByWarehouseQuery } from '@api/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { STOCK_MODAL_ALL_WAREHOUSES } from './constants';

interface Props {
  productId: number;
  productVariantId: number;
  onClose: () => void;
}

/** C1 in a modal: each warehouse with its city and what it holds. A lazy chunk. */
export default function StockByWarehouseModal({ productId, productVariantId, onClose }: Props) {
  const { t, culture } = useTranslation();
  const { data, isLoading, isError } = useGetStockByWarehouseQuery({
    productId,
    productVariantId,
    displayAllActiveWarehouses: STOCK_MODAL_ALL_WAREHOUSES,
    culture,
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="stock-by-warehouse-title">
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="stock-by-warehouse-title">
          {t('Catalog.Product.StockByWarehouse')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={isLoading}>
        {isLoading && <span className="visually-hidden">{t('Manager.Loading')}</span>}
        {isError && <p role="alert">{t('Catalog.Product.StockUnavailable')}</p>}
        {data && data.Warehouses.length === 0 && <p>{t('Catalog.OutOfStock')}</p>}
        {data && data.Warehouses.length > 0 && (
          <ul className="list-unstyled mb-0 warehouse-stock">
            {data.Warehouses.map((w) => (
              <li key={w.WarehouseId} className="d-flex justify-content-between gap-3 py-1">
                <span>
                  <span className="fw-semibold">{w.Name}</span>
                  <span className="text-muted">{` · ${w.City}`}</span>
                </span>
                <span className={w.InStock ? 'text-success' : 'text-danger'}>
                  {w.AvailabilityText}
                  {w.InStock && <span className="text-muted">{` (${w.Quantity})`}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Modal>
  );
}
