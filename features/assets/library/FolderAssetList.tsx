import { useId } from 'react';
import { useGetFolderAssetsQuery } from '@api/assets';
import { useTranslation } from '@base/i18n/useTranslation';
import { resolveUrl } from '@base/runtimeConfig';
import { formatBytes } from '../uploadRules';
import { normalizeAsset } from '../types';

interface Props {
  /** Absent: the first root folder (S7 without a folder). */
  folderId?: number;
  rootFolderId?: number;
  /** The heading level of the folder's name (the page's h1 is above it). */
  headingLevel?: 2 | 3;
}

/** S7: a folder's documents, each a download link with its size. */
export function FolderAssetList({ folderId, rootFolderId, headingLevel = 2 }: Props) {
  const { t, culture } = useTranslation();
  const titleId = useId();
  const { data, isFetching, isError } = useGetFolderAssetsQuery({
    culture,
    ...(folderId === undefined ? {} : { folderId }),
    ...(rootFolderId === undefined ? {} : { rootFolderId }),
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (isError) return <p role="status">{t('Assets.Widget.FolderNotFound')}</p>;
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  const assets = data.Assets.map(normalizeAsset);
  return (
    <section className="folder-assets" aria-busy={isFetching} aria-labelledby={titleId}>
      <Heading className="h5" id={titleId}>
        {data.Folder.Name}
      </Heading>
      {assets.length === 0 ? (
        <p>{t('Assets.Widget.EmptyFolder')}</p>
      ) : (
        <ul className="list-unstyled">
          {assets.map((asset) => (
            <li key={asset.guid} className="mb-2">
              <a href={resolveUrl(asset.uri ?? '')} download>
                {asset.name}
              </a>{' '}
              <span className="text-muted small">({formatBytes(asset.size, culture)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
