import { Suspense } from 'react';
import { ChunkErrorDialog } from '@base/site/ChunkErrorDialog';
import { lazyChunk } from '@base/site/lazyChunk';
import { selectDialog } from '@base/uiSlice';
import { useAppSelector } from '@base/hooks';

// Should this chunk fail to load, a plain dialog still says so and offers a reload.
const Dialogs = lazyChunk(
  () => import(/* webpackChunkName: "dialogs" */ './Dialogs'),
  ChunkErrorDialog,
);

/** One place for the app's dialogs (error, login, confirm); the modal code loads on first use. */
export function ModalHost() {
  const dialog = useAppSelector(selectDialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs dialog={dialog} />
    </Suspense>
  );
}
