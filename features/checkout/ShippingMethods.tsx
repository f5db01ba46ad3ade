import { useField } from 'formik';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import type { ShoppingCart } from '@api/contract/cart';
import { useSetShippingMethodMutation } from '@api/cart';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { PickupChoice } from '@features/pickup';

/**
 * Shipping method items (K4) as radios, each with a popover for its description (001 §2 "Screens and routes"). A
 * choice is sent at once so the totals follow (the cart refetches on the broadcast). A pickup
 * method shows its chosen point and the modal's button (issue 17); without a point the form's
 * rule refuses the submit with its message here (checkoutSchema.ts).
 */
export function ShippingMethods({ cart }: { cart: ShoppingCart }) {
  const methods = cart.ShippingMethods;
  const { t, culture } = useTranslation();
  const [field, meta, helpers] = useField<number | null>('ShippingMethodId');
  const [setShippingMethod, { error, isLoading }] = useSetShippingMethodMutation();
  const choose = async (id: number) => {
    const previous = field.value;
    await helpers.setValue(id);
    const result = await setShippingMethod({ ShippingMethodId: id, culture });
    if (result.error) await helpers.setValue(previous);
  };
  const refused = error ? (serverRefusal(error).message ?? t('Manager.AnErrorHasOccured')) : null;
  const problem = meta.touched && meta.error ? t(meta.error) : refused;
  return (
    <fieldset
      className="checkout-shipping mb-4"
      aria-busy={isLoading || undefined}
      aria-describedby={problem ? 'checkout-shipping-error' : undefined}
    >
      <legend className="h5">{t('CheckoutPage.ShippingMethod')}</legend>
      {methods.length === 0 && <p>{t('CheckoutPage.NoShippingMethod')}</p>}
      {methods.map((m) => {
        const id = `checkout-shipping-${m.Id}`;
        return (
          <div className="form-check d-flex align-items-baseline gap-2" key={m.Id}>
            <input
              className="form-check-input"
              type="radio"
              name="ShippingMethodId"
              id={id}
              value={m.Id}
              checked={field.value === m.Id}
              onChange={() => void choose(m.Id)}
              onBlur={() => void helpers.setTouched(true)}
            />
            <label className="form-check-label flex-grow-1" htmlFor={id}>
              {m.Name}
              <span className="ms-2 fw-semibold">
                {m.IsFree ? t('CheckoutPage.ShippingFree') : m.PriceHtml}
              </span>
            </label>
            {m.Description && (
              <OverlayTrigger
                trigger="click"
                rootClose
                placement="left"
                overlay={
                  <Popover id={`${id}-description`}>
                    <Popover.Header as="h3">{m.Name}</Popover.Header>
                    <Popover.Body>{m.Description}</Popover.Body>
                  </Popover>
                }
              >
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  aria-label={t('CheckoutPage.ShippingDetails', m.Name)}
                >
                  {/* Drawn, not a character: "ⓘ" showed as an empty box where the font lacks it. */}
                  <svg
                    className="shipping-info-icon"
                    aria-hidden="true"
                    focusable="false"
                    width="16"
                    height="16"
                    viewBox="0 0 16 16"
                  >
                    <circle
                      cx="8"
                      cy="8"
                      r="7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                    />
                    <circle cx="8" cy="4.75" r="1" fill="currentColor" />
                    <rect x="7.25" y="6.75" width="1.5" height="5" rx="0.5" fill="currentColor" />
                  </svg>
                </button>
              </OverlayTrigger>
            )}
          </div>
        );
      })}
      <PickupChoice
        cart={cart}
        methodId={field.value}
        errorId={problem ? 'checkout-shipping-error' : undefined}
      />
      {problem && (
        <div className="text-danger small mt-1" id="checkout-shipping-error" role="alert">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
