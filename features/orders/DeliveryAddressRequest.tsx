import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useGetAddressBookQuery } from '@api/account';
import { useRequestDeliveryAddressMutation } from '@api/orders';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  number: string;
  orderId: number;
  /** A request is already waiting (also after a reload): the trigger shows the sent text. */
  pending: boolean;
}

/**
 * P10 (001 §4, §8): a button opening a modal with the customer's delivery addresses. A success
 * closes the modal and leaves the button disabled with the sent text; an error closes it and
 * shows a notice titled 'Manager.UnknowsErrors' with the server's message.
 */
export function DeliveryAddressRequest({ number, orderId, pending }: Props) {
  const { t, culture } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [send, sending] = useRequestDeliveryAddressMutation();

  const onSubmit = async (addressId: number) => {
    setFailure(undefined);
    const result = await send({ culture, number, OrderId: orderId, AddressId: addressId });
    setOpen(false);
    if ('data' in result && result.data?.ok) setSent(true);
    else {
      const message = 'data' in result ? result.data?.message : undefined;
      setFailure(message || t('Manager.AErrorHasOccurred'));
    }
  };

  const done = sent || pending;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={done || sending.isLoading}
        onClick={() => setOpen(true)}
      >
        {done ? t('Orders.DeliveryChangeSent') : t('Orders.ChangeDeliveryAddress')}
      </button>
      {failure && (
        <div className="alert alert-danger mt-2" role="alert">
          <strong className="d-block">{t('Manager.UnknowsErrors')}</strong>
          {failure}
        </div>
      )}
      {open && (
        <AddressPickerModal
          busy={sending.isLoading}
          culture={culture}
          onClose={() => setOpen(false)}
          onSubmit={(id) => void onSubmit(id)}
        />
      )}
    </>
  );
}

/** The customer's addresses that can receive parcels (Shipping or Both), one radio each. */
function AddressPickerModal(props: {
  busy: boolean;
  culture: string;
  onClose: () => void;
  onSubmit: (addressId: number) => void;
}) {
  const { t } = useTranslation();
  const { data, isError } = useGetAddressBookQuery({ culture: props.culture });
  const choices = (data?.Addresses ?? []).filter((e) => e.Address.AddressType !== 'Billing');
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) setMissing(true);
    else props.onSubmit(chosen);
  };
  return (
    <Modal show onHide={props.onClose} centered aria-labelledby="delivery-change-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('Manager.Close')}>
          <Modal.Title id="delivery-change-title">{t('Orders.ChangeDeliveryAddress')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
          {isError && <p role="alert">{t('Manager.AErrorHasOccurred')}</p>}
          {data && choices.length === 0 && <p>{t('Orders.NoDeliveryAddress')}</p>}
          {choices.length > 0 && (
            <fieldset aria-describedby={missing ? 'delivery-change-error' : undefined}>
              <legend className="fs-6">{t('Orders.PickDeliveryAddress')}</legend>
              {choices.map(({ Address: a }) => (
                <div className="form-check" key={a.Id}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="AddressId"
                    id={`delivery-address-${a.Id}`}
                    value={a.Id}
                    checked={chosen === a.Id}
                    onChange={() => {
                      setChosen(a.Id);
                      setMissing(false);
                    }}
                  />
                  <label className="form-check-label" htmlFor={`delivery-address-${a.Id}`}>
                    {`${a.FirstName} ${a.LastName}${a.CompanyName ? ` (${a.CompanyName})` : ''}, ${a.Summary}`}
                  </label>
                </div>
              ))}
              {missing && (
                <p id="delivery-change-error" className="text-danger small mt-2" role="alert">
                  {t('Orders.PickDeliveryAddressRequired')}
                </p>
              )}
            </fieldset>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            {t('Manager.Cancel')}
          </Button>
          <Button
            type="submit"
            disabled={props.busy || choices.length === 0}
            aria-busy={props.busy || undefined}
          >
            {t('Orders.SendDeliveryChange')}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
