import type { WishlistPopupAnswer } from '@api/contract/wishlist';
import { serverMessage } from '@api/errors';
import { useGetWishlistPopupQuery } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import type { WishlistKind } from '@rules/wishlist';
import { AddToListForm } from './AddToListForm';
import { InListsPanel } from './InListsPanel';

interface Props {
  kind: WishlistKind;
  variantId: number;
  url?: string | undefined;
  onAdded: (answer: WishlistPopupAnswer) => void;
}

/** C11's view: the variant, the lists already holding it, then the add form (W12). */
export function AddToListView({ kind, variantId, url, onAdded }: Props) {
  const { t, culture } = useTranslation();
  const { data, error, isError } = useGetWishlistPopupQuery({
    culture,
    ProductVariantId: variantId,
    Kind: kind,
    ...(url === undefined ? {} : { url }),
  });
  if (isError) {
    return (
      <p role="alert" className="alert alert-danger mb-0">
        {serverMessage(error) ?? t('Manager.UnknowsErrors')}
      </p>
    );
  }
  if (!data) {
    return (
      <p aria-busy="true" className="wishlist-loading">
        <span className="visually-hidden">{t('Manager.Loading')}</span>
      </p>
    );
  }
  return (
    <>
      <p>
        <span className="fw-semibold">{data.ProductName}</span>
        {data.VariantLabel && <span className="text-muted">{` – ${data.VariantLabel}`}</span>}
      </p>
      <InListsPanel view={data} />
      <AddToListForm view={data} onAdded={onAdded} />
    </>
  );
}
