import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { dialogClosed } from '@base/uiSlice';
import { CART_PAGE_PATH } from '@rules/cart';

/**
 * 001 §4 "States and transitions": the add-to-cart confirmation, opened by the cart listener on `cartChanged` (itemAdded).
 * Continue shopping closes it; go to basket loads the cart page in place.
 */
export function AddedToCartDialog() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(dialogClosed());
  const goToBasket = () => {
    close();
    void navigate(`/${culture}/${CART_PAGE_PATH}`);
  };
  return (
    <Modal
      show
      onHide={close}
      className="modal-added-to-cart"
      centered
      aria-labelledby="added-to-cart-title"
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="added-to-cart-title">{t('ShoppingCarts.AddedTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('ShoppingCarts.AddedMessage')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          {t('ShoppingCarts.ContinueShopping')}
        </Button>
        <Button variant="primary" onClick={goToBasket}>
          {t('ShoppingCarts.GoToBasket')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
