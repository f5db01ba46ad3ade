import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { cultures, settings, stringResources } from '../db/schema';
import { CONSENT_STAMP, SEED_MARKER } from '../seed';
import type { CultureTranslate } from '../shared/translate';
import { format } from './strings';

/** Site-wide facts read once at start: cultures, settings and the server's own messages. */
export interface Site {
  cultures: string[];
  defaultCulture: string;
  cmsName: string;
  consentStamp: string;
  seededAt: string;
  isCulture(value: string | undefined): value is string;
  /** Translated server message; the key itself when it is missing, as on the client. */
  t: CultureTranslate;
  /** Best culture for a request: explicit segment, then Accept-Language, then the default. */
  pickCulture(explicit: string | undefined, acceptLanguage: string | undefined): string;
}

/** Key families the server itself answers with (error messages, login, contact form, catalog). */
const SERVER_PREFIXES = [
  'Core.',
  // The consent prompt of the first document (consentFirstPaint.ts).
  'Consent.',
  'Security.',
  'Account.',
  'Contact.',
  'Catalog.',
  'ShoppingCarts.',
  'CouponCodes.',
  'Currency.',
  'SalesTaxes.',
  'Checkout.',
  'Addresses.',
  'Payment.',
  'Orders.',
  // Issue 15: P7's 'Sales.QuantityIsMandatory', prepaid refusals and movement labels.
  'Sales.',
  'Prepaid.',
  // P12: refund refusals (the request's lines, staff's approval).
  'Refunds.',
  // Issue 16: the lists' messages (W1-W13, C11); shared birth lists, gifts and their refusals.
  'Wishlist.',
  'WishlistGifts.',
  // Issue 17: the pickup search's messages (M1, M2, the reverse lookup).
  'Pickup.',
  // Issue 18: the CMS forms' answers, and the validation rules' messages they refuse with.
  'CmsForms.',
  // Issue 19: the news calls' refusals (M3, M4, a post's page) and the news page's heading.
  'News.',
  'Validation.',
  // Issue 18: the asset server's refusals (upload, crop, library).
  'Assets.Server.',
  'Assets.Upload.',
  // The shop's mail, rendered by the server in the customer's culture.
  'Mail.',
];

export async function loadSite(db: AppDb, fallbackCmsName: string): Promise<Site> {
  const cultureRows = await db.select().from(cultures).orderBy(asc(cultures.position));
  const settingRows = await db.select().from(settings);
  const setting = (key: string): string | undefined =>
    settingRows.find((s) => s.key === key)?.value;
  const codes = cultureRows.map((c) => c.code);
  const defaultCulture = cultureRows.find((c) => c.isDefault)?.code ?? codes[0] ?? 'fr';
  const messages = new Map<string, string>();
  for (const code of codes) {
    const rows = await db
      .select({ key: stringResources.key, value: stringResources.value })
      .from(stringResources)
      .where(eq(stringResources.culture, code));
    for (const r of rows) {
      if (SERVER_PREFIXES.some((p) => r.key.startsWith(p))) {
        messages.set(`${code}:${r.key}`, r.value);
      }
    }
  }
  const isCulture = (value: string | undefined): value is string =>
    value !== undefined && codes.includes(value);
  return {
    cultures: codes,
    defaultCulture,
    cmsName: setting('CmsName') ?? fallbackCmsName,
    consentStamp: setting(CONSENT_STAMP) ?? '',
    seededAt: setting(SEED_MARKER) ?? '',
    isCulture,
    t: (culture, key, ...args) => format(messages.get(`${culture}:${key}`) ?? key, args),
    pickCulture(explicit, acceptLanguage) {
      if (isCulture(explicit)) return explicit;
      return preferredCulture(acceptLanguage, codes) ?? defaultCulture;
    },
  };
}

/** Reads Accept-Language ("nl-BE,nl;q=0.9,fr;q=0.8") and returns the best supported culture. */
export function preferredCulture(
  header: string | undefined,
  supported: string[],
): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((l) => l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((l) => supported.includes(l.lang))?.lang;
}
