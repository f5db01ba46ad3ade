import { useState, type MouseEvent } from 'react';
import type { AddressBook } from '@api/contract/account';
import { useDeleteAddressMutation, useSetDefaultAddressMutation } from '@api/account';
import { serverMessage } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { askConfirmation } from '@base/site/askConfirmation';

type Entry = AddressBook['Addresses'][number];

/** The address form's own names of the types. */
const TYPE_KEYS = {
  Billing: 'AddressForm.TypeBilling',
  Shipping: 'AddressForm.TypeShipping',
  Both: 'AddressForm.TypeBoth',
} as const;

interface Props {
  entry: Entry;
  canEdit: boolean;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One address of the book: who and where, its default badges, and what can be done with it. A
 * Shipping address cannot be the default billing one (nor a Billing one the default shipping
 * one), so those buttons are not offered; the server refuses them anyway.
 */
export function AddressCard({ entry, canEdit, onEdit }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [remove, removing] = useDeleteAddressMutation();
  const [setDefault, setting] = useSetDefaultAddressMutation();
  const [failure, setFailure] = useState<string>();
  const { Address: a, IsDefaultBilling, IsDefaultShipping } = entry;
  const busy = removing.isLoading || setting.isLoading;
  const titleId = `address-${a.Id}-title`;

  // The button's own text first, then which address (a list of alike buttons, 2.5.3 label in name).
  const named = (key: string) => `${t(key)} – ${a.Summary}`;
  const refused = (error: unknown) =>
    setFailure(serverMessage(error) ?? t('Manager.AnErrorHasOccured'));
  const onDelete = async () => {
    setFailure(undefined);
    if (
      !(await askConfirmation(dispatch, {
        messageKey: 'AccountArea.DeleteConfirm',
        titleKey: 'AccountArea.DeleteTitle',
      }))
    )
      return;
    const result = await remove({ id: a.Id });
    if ('error' in result) refused(result.error);
    else dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.AddressDeleted' }));
  };
  const makeDefault = async (kind: 'Billing' | 'Shipping') => {
    setFailure(undefined);
    const result = await setDefault({ id: a.Id, [kind]: true });
    if ('error' in result) refused(result.error);
  };

  return (
    <article className="address-card" aria-labelledby={titleId}>
      <h2 className="h6 address-card-title" id={titleId}>
        {`${a.FirstName} ${a.LastName}`}
        {a.CompanyName ? ` (${a.CompanyName})` : ''}
      </h2>
      <p className="mb-2">{a.Summary}</p>
      <p className="address-card-badges mb-2">
        <span className="badge text-bg-light">{t(TYPE_KEYS[a.AddressType])}</span>
        {IsDefaultBilling && (
          <span className="badge text-bg-primary">{t('AccountArea.DefaultBilling')}</span>
        )}
        {IsDefaultShipping && (
          <span className="badge text-bg-primary">{t('AccountArea.DefaultShipping')}</span>
        )}
      </p>
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      <div className="address-card-actions d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={named('AddressPicker.Edit')}
          data-modal-title={t('AddressPicker.EditTitle')}
          disabled={!canEdit}
          onClick={onEdit}
        >
          {t('AddressPicker.Edit')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          aria-label={named('AccountArea.Delete')}
          disabled={busy}
          onClick={() => void onDelete()}
        >
          {t('AccountArea.Delete')}
        </button>
        {a.AddressType !== 'Shipping' && !IsDefaultBilling && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-label={named('AccountArea.MakeDefaultBilling')}
            disabled={busy}
            onClick={() => void makeDefault('Billing')}
          >
            {t('AccountArea.MakeDefaultBilling')}
          </button>
        )}
        {a.AddressType !== 'Billing' && !IsDefaultShipping && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-label={named('AccountArea.MakeDefaultShipping')}
            disabled={busy}
            onClick={() => void makeDefault('Shipping')}
          >
            {t('AccountArea.MakeDefaultShipping')}
          </button>
        )}
      </div>
    </article>
  );
}
