import { useState, type MouseEvent } from 'react';
import type { AddressSaved } from '@api/contract/checkout';
import { useGetAddressBookQuery } from '@api/account';
import { useGetCartQuery } from '@api/cart';
import {
  AddressModal,
  modalOptionsOf,
  type AddressModalOptions,
  type AddressModalTarget,
} from '@features/addresses';
import { ACCOUNT_ADDRESSES_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { PageUnavailable } from '@base/ui/PageStatus';
import { AccountShell } from '../AccountShell';
import { AddressCard } from './AddressCard';

/** The address modal's selection is the checkout's pickers' business: none here. */
const NO_SELECTION = { billing: null, shipping: null };

/**
 * /{culture}/account/addresses: the address book with its default billing and shipping badges;
 * add and edit through the checkout's address modal (features/addresses), delete after the
 * confirm dialog, make an address the default billing or shipping one.
 */
export function AddressBookPage() {
  return (
    <AccountShell titleKey="AccountArea.Addresses" path={ACCOUNT_ADDRESSES_PATH}>
      {() => <AddressBook />}
    </AccountShell>
  );
}

function AddressBook() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const book = useGetAddressBookQuery({ culture });
  // The countries the shop delivers to, as the checkout's address form offers them.
  const cart = useGetCartQuery({ culture }).data;
  const [modal, setModal] = useState<{
    target: AddressModalTarget;
    options: AddressModalOptions;
  }>();
  const open = (target: AddressModalTarget) => (event: MouseEvent<HTMLButtonElement>) =>
    setModal({ target, options: modalOptionsOf(event.currentTarget) });
  const onSaved = (_saved: AddressSaved, created: boolean) => {
    setModal(undefined);
    dispatch(
      noticeShown({
        level: 'success',
        messageKey: created ? 'AccountArea.AddressAdded' : 'AccountArea.AddressSaved',
      }),
    );
  };

  if (book.isError) return <PageUnavailable onRetry={() => void book.refetch()} />;
  const entries = book.data?.Addresses;
  return (
    <>
      <p>{t('AccountArea.AddressesIntro')}</p>
      <button
        type="button"
        className="btn btn-primary mb-3"
        data-modal-title={t('AccountArea.NewAddressTitle')}
        disabled={!cart}
        onClick={open({ kind: 'new', type: 'Both' })}
      >
        {t('AccountArea.AddAddress')}
      </button>
      {!entries && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {entries?.length === 0 && <p>{t('AccountArea.NoAddress')}</p>}
      {entries && entries.length > 0 && (
        <ul className="address-book list-unstyled">
          {entries.map((entry) => (
            <li key={entry.Address.Id}>
              <AddressCard
                entry={entry}
                canEdit={Boolean(cart)}
                onEdit={open({ kind: 'edit', id: entry.Address.Id })}
              />
            </li>
          ))}
        </ul>
      )}
      {modal && cart && (
        <AddressModal
          target={modal.target}
          options={modal.options}
          countries={cart.Countries}
          current={NO_SELECTION}
          defaultCountryId={cart.ShippingCountryId || null}
          onSaved={onSaved}
          onHide={() => setModal(undefined)}
        />
      )}
    </>
  );
}
