import { errorDialogOpened } from '@base/uiSlice';
import { CHUNK_LOAD_ERROR_EVENT, CHUNK_LOAD_ERROR_KEY } from './constants';

/**
 * webpack rejects a failed or timed-out (120 s) script chunk with a `ChunkLoadError` whose message
 * reads "Loading chunk 12 failed."; CSS chunks say "Loading CSS chunk …"; browsers' own module
 * loader says "Failed to fetch dynamically imported module".
 */
export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module/.test(
        error.message,
      ))
  );
}

/** The generic error dialog, with a Reload button: the only cure for a missing chunk. */
export const chunkLoadErrorDialogOpened = () =>
  errorDialogOpened({ messageKey: CHUNK_LOAD_ERROR_KEY, reload: true });

/**
 * For code that has no store at hand (a React.lazy factory): raises a DOM event that the site
 * behaviours turn into the dialog. CMS scripts may raise it too.
 */
export function reportChunkLoadError(error: Error): void {
  console.error(error);
  window.dispatchEvent(new CustomEvent(CHUNK_LOAD_ERROR_EVENT, { detail: error }));
}
