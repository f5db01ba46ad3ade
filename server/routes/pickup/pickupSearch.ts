import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import {
  PickupSearchAnswer,
  PickupSearchParams,
  PickupSearchRequest,
  ReverseLookupAnswer,
  ReverseLookupQuery,
} from '../../../api/contract/pickup';
import { translatorFor } from '../../shared/translate';
import { countryByCode } from '../../services/cart/countries';
import { localityName, nearestLocality } from '../../services/pickup/places';
import { cachedPickupSearch } from '../../services/pickup/searchCache';
import { sendRefusal } from '../cart/common';

/** M1 and the reverse lookup (ours): finding pickup points and places. */
export const pickupSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search = cachedPickupSearch(app, (error) =>
    app.log.warn({ err: error }, 'pickup search cache: marker read failed'),
  );
  app.post(
    '/api/v1/shipping/:provider/getpickuppoints',
    {
      schema: {
        tags: ['pickup'],
        summary:
          "M1: the carrier's pickup points within SearchRadius km (default 15) of the place, nearest first, at most MaximumListSize (default 20). The place: Latitude and Longitude, else PostalCode, else City, else Address (a postal code or town in it). Unknown place: 'PlaceNotFound'; the carrier's service down: 'ProviderUnavailable' (200, translated Message). Unknown carrier: 404; a method not of this carrier or a country it does not serve: 400",
        params: PickupSearchParams,
        querystring: NoQuery,
        body: PickupSearchRequest,
        response: { 200: PickupSearchAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      // CultureName (e.g. 'nl-BE') names the answer's language when the shop has it.
      const named = body.CultureName?.slice(0, 2);
      const culture = named && app.site.isCulture(named) ? named : request.culture;
      const t = culture === request.culture ? request.t : translatorFor(app.site.t, culture);
      const result = await search(request.params.provider, body, { culture, t });
      if (!result.ok) return sendRefusal(reply, result.refusal);
      return result.value;
    },
  );

  app.get(
    '/api/v1/shipping/places/reverse',
    {
      schema: {
        tags: ['pickup'],
        summary:
          "Reverse lookup (ours): the gazetteer locality of countryCode nearest to latitude/longitude, within 25 km: its postal code, its name in the call's culture, its centre. None: 404",
        querystring: ReverseLookupQuery,
        response: { 200: ReverseLookupAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { countryCode, latitude, longitude } = request.query;
      const country = await countryByCode(app.db, countryCode);
      const found = country && (await nearestLocality(app.db, country.id, latitude, longitude));
      if (!found) return reply.code(404).send({ message: request.t('Pickup.NoPlaceNearby') });
      reply.header('cache-control', 'private, max-age=3600');
      return {
        PostalCode: found.postalCode,
        City: localityName(found, request.culture),
        CountryCode: country.code,
        Geocode: { Latitude: found.latitude, Longitude: found.longitude },
      };
    },
  );
};
