/**
 * The culture plugin: a call's culture comes from the `culture` its schema declares (query,
 * path, body), else the language header the client sends (Accept-Language: {culture}), else the
 * default; an unknown named culture is a 404 in the visitor's language.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../support/testServer';

const VARIANT_GONE = {
  fr: 'Cette variante du produit n’existe pas ou n’est plus disponible.',
  nl: 'Deze variant van het product bestaat niet of is niet meer beschikbaar.',
};
const UNKNOWN = { fr: 'Cette langue n’est pas disponible.', nl: 'Deze taal is niet beschikbaar.' };
/** A call whose only message is translated: C4 for a variant that does not exist. */
const C4 = '/widget/catalog/DegressivePrice?productVariantId=999999';

describe('the call culture', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, lang?: string) =>
    app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

  it('takes the language header the client sends on every call', async () => {
    const res = await get(C4, 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: VARIANT_GONE.nl });
  });

  it('lets the query name the culture over the header, and falls back to the default', async () => {
    expect((await get(`${C4}&culture=fr`, 'nl')).json()).toEqual({ message: VARIANT_GONE.fr });
    expect((await get(C4)).json()).toEqual({ message: VARIANT_GONE.fr });
  });

  it('answers 404 in the visitor’s language for a culture the shop is not published in', async () => {
    const res = await get(`${C4}&culture=de`, 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: UNKNOWN.nl });
    const path = await get('/api/v1/content/de/navigation', 'nl');
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ message: UNKNOWN.nl });
  });

  it('reads the culture of the path', async () => {
    const res = await get('/api/v1/localization/nl/stringresources', 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json().Core.UnknownCulture).toBe(UNKNOWN.nl);
  });
});
