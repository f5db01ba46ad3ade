import { useEffect, useState, type MouseEvent } from 'react';
import type { CountryOption } from '@api/contract/cart';
import type { AddressSaved } from '@api/contract/checkout';
import { useGetAddressPickerQuery, type AddressPickerArgs } from '@api/checkout';
import { useTranslation } from '@base/i18n/useTranslation';
import { AddressModal, type AddressModalTarget } from './AddressModal';
import type { CurrentSelection } from './addressValues';
import { modalOptionsOf, type AddressModalOptions } from './modalOptions';

/** The modal link's data attributes (001 §2 "Screens and routes"); left out, the modal takes its defaults. */
export interface ModalLinkData {
  title?: string;
  size?: string;
  className?: string;
}

interface Props {
  args: AddressPickerArgs;
  legend: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Translated message of the form's check. */
  error?: string;
  countries: CountryOption[];
  current: CurrentSelection;
  defaultCountryId: number | null;
  onSaved: (saved: AddressSaved, created: boolean) => void;
  addLinkData?: ModalLinkData;
  editLinkData?: ModalLinkData;
}

const dataAttributes = (d: ModalLinkData | undefined) => ({
  'data-modal-title': d?.title,
  'data-modal-size': d?.size,
  'data-modal-class': d?.className,
});

/**
 * K10 picker: a radio per address of the type; add and edit links only where the server allows
 * them (HasCreation / HasEdit). 001 §8 "Error catalogue"'s console warnings become dev-time warnings here.
 */
export function AddressPicker(props: Props) {
  const { args, legend, selectedId, onSelect, error, countries, current, defaultCountryId } = props;
  const { t } = useTranslation();
  const { data, isError } = useGetAddressPickerQuery(args);
  const [modal, setModal] = useState<{
    target: AddressModalTarget;
    options: AddressModalOptions;
  }>();
  useEffect(() => {
    if (!data || process.env.NODE_ENV === 'production') return;
    if (data.Addresses.length === 0) console.warn(`[addresses] no ${args.type} address to pick`);
    else if (data.SelectedAddressId === null && selectedId === null) {
      console.warn(`[addresses] ${args.type} picker has no selected address id`);
    }
  }, [data, args.type, selectedId]);

  const open = (target: AddressModalTarget) => (event: MouseEvent<HTMLButtonElement>) =>
    setModal({ target, options: modalOptionsOf(event.currentTarget) });
  const errorId = `${args.inputname}-error`;
  const newType = args.type === 'billing' ? 'Billing' : 'Shipping';
  return (
    <fieldset
      className="address-picker mb-3"
      aria-describedby={error ? errorId : undefined}
      data-selected-address-id={selectedId ?? undefined}
    >
      <legend className="h5">{legend}</legend>
      {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {isError && <p role="alert">{t('Manager.AnErrorHasOccured')}</p>}
      {data?.Addresses.length === 0 && <p>{t('AddressPicker.NoAddress')}</p>}
      {data?.Addresses.map((a) => {
        const id = `${data.InputName}-${a.Id}`;
        return (
          <div className="form-check address-picker-item" key={a.Id}>
            <input
              className="form-check-input"
              type="radio"
              name={data.InputName}
              id={id}
              value={a.Id}
              checked={selectedId === a.Id}
              onChange={() => onSelect(a.Id)}
            />
            <label className="form-check-label" htmlFor={id}>
              <strong>{`${a.FirstName} ${a.LastName}`}</strong>
              {a.CompanyName ? ` (${a.CompanyName})` : ''}
              <span className="d-block small text-body-secondary">{a.Summary}</span>
            </label>
            {data.HasEdit && (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                aria-label={t('AddressPicker.EditAddress', a.Summary)}
                {...dataAttributes({ title: t('AddressPicker.EditTitle'), ...props.editLinkData })}
                onClick={open({ kind: 'edit', id: a.Id })}
              >
                {t('AddressPicker.Edit')}
              </button>
            )}
          </div>
        );
      })}
      {error && (
        <div className="text-danger small mt-1" id={errorId} role="alert">
          {error}
        </div>
      )}
      {data?.HasCreation && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-2"
          {...dataAttributes({
            title: t(
              newType === 'Billing'
                ? 'AddressPicker.NewBillingTitle'
                : 'AddressPicker.NewShippingTitle',
            ),
            ...props.addLinkData,
          })}
          onClick={open({ kind: 'new', type: newType })}
        >
          {t(newType === 'Billing' ? 'AddressPicker.AddBilling' : 'AddressPicker.AddShipping')}
        </button>
      )}
      {modal && (
        <AddressModal
          target={modal.target}
          options={modal.options}
          countries={countries}
          current={current}
          defaultCountryId={defaultCountryId}
          onSaved={(saved, created) => {
            setModal(undefined);
            props.onSaved(saved, created);
          }}
          onHide={() => setModal(undefined)}
        />
      )}
    </fieldset>
  );
}
