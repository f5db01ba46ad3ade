import { Suspense, useState } from 'react';
import type { ShoppingCart } from '@api/contract/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { lazyChunk } from '@base/site/lazyChunk';
import { OpeningHours } from './OpeningHours';
import { chosenPointOf, pickupMethodOf, pickupQueryFor } from './pickupQuery';

const PickupModal = lazyChunk(() => import(/* webpackChunkName: "pickup-modal" */ './PickupModal'));

interface Props {
  cart: ShoppingCart;
  /** The method shown as chosen (the cart's, or the one being sent). */
  methodId: number | null;
  /** The checkout's refusal ("choose a point"), described by the button. */
  errorId?: string | undefined;
}

/**
 * Under a pickup method, in the cart and the checkout (001 §2, §4): the chosen point and its
 * hours, or "no pickup point chosen yet", and the button that opens the modal. Nothing for
 * another method. After a save the cart refetches (K8 broadcasts cartChanged) and this follows.
 */
export function PickupChoice({ cart, methodId, errorId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const method = pickupMethodOf(cart, methodId);
  if (!method) return null;
  const point = chosenPointOf(cart, method.Id);
  return (
    <div className="pickup-choice my-2" data-testid="pickup-choice">
      {point ? (
        <>
          <p className="small fw-semibold mb-1">{t('PickupUi.ChosenPoint')}</p>
          <p className="mb-1 pickup-choice-summary">{point.Summary}</p>
          <OpeningHours
            hours={point.StandardHoursOfOperation}
            className="small text-body-secondary mb-2"
          />
        </>
      ) : (
        <p className="small mb-2">{t('PickupUi.NoPointYet')}</p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-haspopup="dialog"
        aria-describedby={errorId}
        onClick={() => setOpen(true)}
      >
        {point ? t('PickupUi.ChangePickupPoint') : t('PickupUi.ChoosePickupPoint')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PickupModal query={pickupQueryFor(cart, method)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
