import type { FastifyPluginAsync } from 'fastify';
import { startCatalogFeed } from '../../services/catalog/catalogFeed';
import { listIndex, listIndexIdle } from '../../services/catalog/listIndexCache';
import {
  suggestionIndexIdle,
  warmSuggestionIndex,
} from '../../services/catalog/suggestionIndexCache';

/**
 * The catalog's in-memory indexes over a listening server's life: built when it starts
 * listening (the list index first, then the suggestions', so their peaks do not add up), kept
 * current by the change feed, and left alone by apps that never listen (tests inject requests:
 * their first list call builds the index, and pollCatalogChanges applies their writes).
 */
export const catalogLifecycle: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { cultures } = app.site;
  const onError = (err: unknown) => app.log.error({ err }, 'catalog index');
  let stopFeed: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    stopFeed = startCatalogFeed(db, cultures, onError);
    listIndex(db, cultures)
      .then(() => warmSuggestionIndex(db, cultures))
      .catch(onError);
  });
  // Builds and polls read the database: they end before it closes.
  app.addHook('onClose', async () => {
    await stopFeed?.();
    await listIndexIdle(db);
    await suggestionIndexIdle(db);
  });
};
