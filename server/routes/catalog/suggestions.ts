import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Suggestions, SuggestionsQuery } from '../../../api/contract/catalog';
import { SUGGESTIONS_MIN_CHARS } from '../../../rules/catalog';
import { errorResponses } from '../../../api/contract/common';
import { cachedSuggestions } from '../../services/catalog/suggestionService';
import { searchable } from '../../services/catalog/text';

/** C7 search suggestions, from an index built in memory (the database answers until then). */
export const catalogSuggestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onError = (error: unknown) => app.log.error(error);
  const suggest = cachedSuggestions(app.db, app.site.cultures, onError);
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
      const { q, nbrResults, accuracy } = request.query;
      const { culture } = request;
      // Counted after normalizing: blanks and accents alone do not make a search.
      const term = searchable(q);
      if (term.length < SUGGESTIONS_MIN_CHARS) {
        return reply.code(400).send({
          message: request.t('Catalog.SearchTooShort', SUGGESTIONS_MIN_CHARS),
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
