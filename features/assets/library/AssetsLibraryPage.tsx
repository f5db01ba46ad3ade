import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ASSETS_BY_FOLDER_PATH } from '@rules/assets';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { FolderAssetList } from './FolderAssetList';
import { FolderTree } from './FolderTree';

/** A whole positive number from the address, or undefined. */
function folderParam(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * /{culture}/assetslibrary/asset/assetsbyfolder/[{folderId}/{rootFolderId}] (S7 as a page): the
 * whole library's tree on the left (S4 without a folder: every root), the folder's documents on
 * the right; choosing a folder moves the address (the folder, then the root it is under), so a
 * folder can be linked and reloaded.
 */
export function AssetsLibraryPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [folder, root] = (useParams()['*'] ?? '').split('/');
  const folderId = folderParam(folder);
  const rootFolderId = folderParam(root);
  const title = t('Assets.Widget.LibraryTitle');
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: ASSETS_BY_FOLDER_PATH, bodyClass: 'inner' }));
  }, [dispatch, title]);
  const select = (chosen: number, top: number) =>
    void navigate(`/${culture}/${ASSETS_BY_FOLDER_PATH}/${chosen}/${top}`);
  const shown = folderId === undefined ? {} : { folderId, rootFolderId: rootFolderId ?? folderId };
  return (
    <section className="assets-library-page">
      <h1>{title}</h1>
      <div className="document-library row">
        <div className="col-md-4 mb-3">
          <FolderTree
            {...(folderId === undefined ? {} : { selectedFolderId: folderId })}
            onSelect={select}
          />
        </div>
        <div className="col-md-8">
          <FolderAssetList {...shown} />
        </div>
      </div>
    </section>
  );
}
