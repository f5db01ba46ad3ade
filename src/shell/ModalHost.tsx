import { Suspense } from 'react';
import { ChunkErrorDialog } from '@features/site/ChunkErrorDialog';
import { lazyChunk } from '@features/site/lazyChunk';
import { selectDialog } from '@store/uiSlice';
import { useAppSelector } from '@store/hooks';

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
