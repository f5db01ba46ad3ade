import type { WishlistDetail } from '@api/contract/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { WISHLIST_DESCRIPTION_MAX, WISHLIST_NAME_MAX } from '@rules/wishlist';
import { ShareControl } from '../shared/ShareControl';
import { InlineEdit } from './InlineEdit';
import { useListActions } from './useListActions';
import { useListEdits } from './useListEdits';
import { WishlistItems } from './WishlistItems';

/** The list shown: its editable name and description, sharing (birth lists), actions, items. */
export function ListPanel({ list }: { list: WishlistDetail }) {
  const { t } = useTranslation();
  const edits = useListEdits(list.Id);
  const actions = useListActions(list);
  const birthlist = list.Kind === 'birthlist';
  return (
    <>
      <header className="wishlist-list-header">
        {birthlist && (
          <span className="badge text-bg-info mb-1">{t('WishlistPage.BirthlistBadge')}</span>
        )}
        <h2 className="h3 mb-1">
          <InlineEdit
            key={`name-${list.Id}`}
            id={`wishlist-name-${list.Id}`}
            label={t('WishlistPage.Name')}
            editLabel={t('WishlistPage.EditName')}
            value={list.Name}
            maxLength={WISHLIST_NAME_MAX}
            required
            onSave={edits.rename}
          />
        </h2>
        <InlineEdit
          key={`description-${list.Id}`}
          id={`wishlist-description-${list.Id}`}
          label={t('WishlistPage.Description')}
          editLabel={t('WishlistPage.EditDescription')}
          placeholder={t('WishlistPage.AddDescription')}
          value={list.Description}
          maxLength={WISHLIST_DESCRIPTION_MAX}
          multiline
          className="wishlist-description"
          onSave={edits.describe}
        />
        {birthlist && <ShareControl list={list} />}
        <div className="wishlist-list-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={actions.busy || list.Items.length === 0}
            onClick={actions.orderAll}
          >
            {t('WishlistPage.OrderAll')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={actions.busy}
            onClick={actions.deleteList}
          >
            {t('WishlistPage.DeleteList')}
          </button>
        </div>
      </header>
      <WishlistItems list={list} />
    </>
  );
}
