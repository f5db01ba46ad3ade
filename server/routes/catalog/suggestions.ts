import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Suggestions, SuggestionsQuery } from '../../api/contract/catalog';
import { SUGGESTIONS_MIN_CHARS } from '../../rules/catalog';
import { errorResponses } from '../../api/contract/common';
import { cachedSuggestions } from '../services/catalog/suggestionService';
import { suggestionIndexIdle, warmSuggestionIndex } from '../services/catalog/suggestionIndexCache';
import { searchable } from '../services/catalog/text';
import { sendUnknownCulture } from '../plugins/errors';

/** Catalog calls (spec 001 §7); more join with the product list and product page. */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onError = (error: unknown) => app.log.error(error);
  const suggest = cachedSuggestions(app.db, app.site.cultures, onError);
  // Built at start, as the list index (not under jest, whose apps close right away); until it
  // is there, the database answers.
  if (process.env.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      warmSuggestionIndex(app.db, app.site.cultures).catch(onError);
    });
  }
  // A build reads the database: it ends before the database closes.
  app.addHook('onClose', () => suggestionIndexIdle(app.db));
  app.get(
    '/api/v1/catalog/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'C7: products whose name is trigram-similar to q, best first',
        querystring: SuggestionsQuery,
        response: { 200: Suggestions, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { q, nbrResults, accuracy, culture: asked } = request.query;
      const culture = app.site.pickCulture(asked, request.headers['accept-language']);
      if (asked !== undefined && !app.site.isCulture(asked)) {
        return sendUnknownCulture(request, reply);
      }
      // Counted after normalizing: blanks and accents alone do not make a search.
      const term = searchable(q);
      if (term.length < SUGGESTIONS_MIN_CHARS) {
        return reply.code(400).send({
          message: app.site.t(culture, 'Catalog.SearchTooShort', SUGGESTIONS_MIN_CHARS),
          field: 'q',
        });
      }
      return suggest({
        culture,
        term,
        nbrResults,
        accuracy,
        appBase: app.config.appBase,
      });
    },
  );
};
