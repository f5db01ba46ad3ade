import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reportChunkLoadError } from './chunkErrors';

const Nothing = () => null;

/**
 * React.lazy that survives a chunk that does not load: instead of throwing to the route's error
 * element (which replaces the whole layout), it reports the failure (error dialog with Reload)
 * and renders `Fallback`, by default nothing. Other errors still throw.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P> = Nothing,
) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      reportChunkLoadError(error);
      return { default: Fallback };
    }),
  );
}
