import { AssetsLibraryPage } from '@features/assets/library/AssetsLibraryPage';

/** /{culture}/assetslibrary/asset/assetsbyfolder/* (S7 as a page: the document library). */
export function Component() {
  return <AssetsLibraryPage />;
}
