import { useEffect } from 'react';
import { useAppDispatch } from '@base/hooks';
import { chunkLoadErrorDialogOpened, isChunkLoadError } from './chunkErrors';
import { CHUNK_LOAD_ERROR_EVENT } from './constants';
import { bindTapBlock } from './tapBlock';

/**
 * Turns any script chunk that fails to load into the generic error dialog with Reload (000 §8 "Error catalogue"):
 * lazy components report through CHUNK_LOAD_ERROR_EVENT (lazyChunk), a bare `import()` nobody
 * caught arrives as an unhandled rejection.
 */
function useChunkLoadErrorDialog(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const open = () => dispatch(chunkLoadErrorDialogOpened());
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) open();
    };
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, open);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, open);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [dispatch]);
}

/**
 * The always-on site behaviours (window-level, not tied to a page): mounted once by SiteExtras.
 * Page behaviours (lazy CMS images, scroll animations) are bound by listeners on pageLoaded.
 */
export function SiteBehaviours() {
  useChunkLoadErrorDialog();
  useEffect(bindTapBlock, []);
  return null;
}
