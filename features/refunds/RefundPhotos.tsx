import type { RefundPhoto } from '@api/contract/refunds';
import { useTranslation } from '@base/i18n/useTranslation';
import { resolveUrl } from '@base/runtimeConfig';

/** A refund request's photos (issue 18), in the shopper's order; each opens the full picture. */
export function RefundPhotos({ photos }: { photos: RefundPhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="list-inline refund-photos mb-2" aria-label={t('Refunds.PhotosOf')}>
      {photos.map((photo) => (
        <li key={photo.AssetId} className="list-inline-item">
          <a
            href={resolveUrl(`{app}/assetslibrary/file/${photo.AssetId}/photo`)}
            target="_blank"
            rel="noopener"
          >
            <img
              src={resolveUrl(`{app}/assetslibrary/thumb/${photo.AssetId}`)}
              alt={photo.Name}
              width={80}
              height={80}
              loading="lazy"
              className="rounded border object-fit-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
