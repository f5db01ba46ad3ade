import Modal from 'react-bootstrap/Modal';
import type { CountryOption } from '@api/contract/cart';
import type { AddressSaved, AddressType } from '@api/contract/checkout';
import { useGetAddressQuery } from '@api/checkout';
import { useTranslation } from '@base/i18n/useTranslation';
import { AddressForm } from './AddressForm';
import { emptyAddressValues, fromAddress, type CurrentSelection } from './addressValues';
import type { AddressModalOptions } from './modalOptions';

export type AddressModalTarget = { kind: 'new'; type: AddressType } | { kind: 'edit'; id: number };

interface Props {
  target: AddressModalTarget;
  options: AddressModalOptions;
  countries: CountryOption[];
  current: CurrentSelection;
  /** The country a new address starts in. */
  defaultCountryId: number | null;
  onSaved: (saved: AddressSaved, created: boolean) => void;
  onHide: () => void;
}

/** The address form in a modal (title, size and class from the opening link). */
export function AddressModal({
  target,
  options,
  countries,
  current,
  defaultCountryId,
  onSaved,
  onHide,
}: Props) {
  const { t } = useTranslation();
  const editId = target.kind === 'edit' ? target.id : 0;
  const { data, isError } = useGetAddressQuery({ id: editId }, { skip: !editId });
  const titleId = 'address-modal-title';
  const initial =
    target.kind === 'new'
      ? emptyAddressValues(target.type, defaultCountryId)
      : data && fromAddress(data);
  return (
    <Modal
      show
      onHide={onHide}
      size={options.size}
      className={options.className}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id={titleId}>
          {options.title ?? t('AddressForm.Title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {initial ? (
          <AddressForm
            idPrefix="address-form"
            initial={initial}
            countries={countries}
            current={current}
            onSaved={onSaved}
            onCancel={onHide}
          />
        ) : isError ? (
          <p role="alert">{t('Manager.AnErrorHasOccured')}</p>
        ) : (
          <p aria-busy="true">{t('Manager.Loading')}</p>
        )}
      </Modal.Body>
    </Modal>
  );
}
