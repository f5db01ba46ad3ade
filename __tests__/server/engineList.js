/**
 * Which database engine each server suite runs on in `npm test`: one reviewed list.
 *
 * The rule: a suite runs where it can fail.
 *
 * - PGlite (the shop's default engine) runs every suite that is not listed in POSTGRES. A
 *   behaviour test (totals, a form, a widget) sends the same Drizzle SQL through the same
 *   routes on both engines, so running it on PostgreSQL too would only repeat it.
 * - POSTGRES lists the suites that can fail on PostgreSQL and not on PGlite: locks and atomic
 *   SQL under real concurrency (PGlite's single connection runs one query at a time, so a
 *   missing lock never shows there), crashes and outages of a database server, two app
 *   servers on one database, and SQL whose result differs by engine (PostgreSQL 15 against
 *   PGlite's 18, pg_trgm, plans). Each entry says why, and on which engines it runs: both
 *   when the suite is also the PGlite proof of its subject, PostgreSQL alone when PGlite
 *   cannot fail it (pure concurrency).
 * - `npm run test:full` (VITRINE_TEST_MATRIX=full) runs every suite that takes an engine on
 *   both, whatever this list says.
 *
 * A new server test file must be added to one of the two lists: `engineList.test.ts` fails
 * until it is, so a concurrency test never lands on PGlite alone by default.
 *
 * Paths are relative to __tests__/server/.
 */

const BOTH = ['pglite', 'postgres'];
const POSTGRES_ONLY = ['postgres'];

/** @type {Record<string, { engines: string[], why: string }>} */
const POSTGRES = {
  // Locks and atomic SQL under concurrency.
  'cart/cartConcurrency.test.ts': {
    engines: POSTGRES_ONLY,
    why: 'parallel adds and updates of one cart queue on its row lock; on PGlite they are serialized anyway',
  },
  'checkout/moneyInvariants.test.ts': {
    engines: POSTGRES_ONLY,
    why: 'random purchases, refunds and coupon uses with parallel checkouts: the money adds up under real concurrency',
  },
  'checkout/moneyRules.test.ts': {
    engines: BOTH,
    why: '10 parallel submits of one cart make one charge and one order: the attempt claim and the coupon row lock',
  },
  'prepaid/prepaid.test.ts': {
    engines: BOTH,
    why: '20 parallel checkouts spend one balance: the balance row lock and the guarded update',
  },
  'refunds/refunds.test.ts': {
    engines: BOTH,
    why: 'two parallel approvals refund once: the refund and order row locks',
  },
  'wishlist/gifts.test.ts': {
    engines: BOTH,
    why: 'two guests pay for the last wanted unit at once: exactly one is counted',
  },
  'sandboxPay/sandboxPay.test.ts': {
    engines: BOTH,
    why: 'two refunds of one charge at once: the charge row lock',
  },
  'mail/dispatcher.test.ts': {
    engines: BOTH,
    why: 'claims with FOR UPDATE SKIP LOCKED: two servers on one database never send a row twice',
  },
  // Two app servers on one database.
  'catalog/twoServers.test.ts': {
    engines: BOTH,
    why: 'two spawned servers share one PostgreSQL: stock, caches and notices follow each other',
  },
  'assets/uploadQuota.test.ts': {
    engines: POSTGRES_ONLY,
    why: 'parallel uploads of one session or one address never pass the quota: the advisory locks around the check and the insert (the per-address rule is the same SQL on PGlite; test:full runs it there, minutes of 100 MB bytea writes)',
  },
  // Crashes and outages.
  'faults/killDuringCheckout.test.ts': {
    engines: BOTH,
    why: 'kill -9 of the server during parallel checkouts: PostgreSQL and PGlite recover differently',
  },
  'prepaid/killDuringPrepaidCheckout.test.ts': {
    engines: BOTH,
    why: 'kill -9 during parallel prepaid checkouts: balances stay whole on both engines',
  },
  'faults/pgOutage.test.ts': {
    engines: BOTH,
    why: 'PostgreSQL stopped and started under a running server (a cluster of its own)',
  },
  'faults/startupErrors.test.ts': {
    engines: BOTH,
    why: 'a PostgreSQL server without the database: exit 5 with the reason',
  },
  // SQL whose result differs by engine.
  'catalog/suggestionIndex.test.ts': {
    engines: BOTH,
    why: 'our word_similarity must equal pg_trgm’s, to the bit, on each engine’s pg_trgm',
  },
  'catalog/suggestions.test.ts': {
    engines: BOTH,
    why: 'the tuned trigram query against the plain one: index use and ties differ by engine',
  },
  'catalog/listIndex.test.ts': {
    engines: BOTH,
    why: 'aggregated text read in a repeatable-read, read-only transaction, checked field by field',
  },
  // Every route with malformed input, database fingerprinted before and after (fewer runs on
  // PostgreSQL in npm test: the routes are the same, the engine only adds its own errors).
  'site/badInput.test.ts': {
    engines: BOTH,
    why: 'an engine error (a cast, an encoding, a too-long value) must still be a 4xx',
  },
};

/** Suites on PGlite only in `npm test` (those without a database included). */
const PGLITE = [
  'account/account.test.ts',
  'account/accountArea.test.ts',
  'account/logging.test.ts',
  'account/passwords.test.ts',
  'account/rateLimits.test.ts',
  'account/picture.test.ts',
  'account/register.test.ts',
  'account/security.test.ts',
  'account/twoFactor.test.ts',
  'assets/assetRules.test.ts',
  'assets/crop.test.ts',
  'assets/keep.test.ts',
  'assets/library.test.ts',
  'assets/libraryUpgrade.test.ts',
  'assets/officeCheck.test.ts',
  'assets/pdfCheck.test.ts',
  'assets/pdfFilters.test.ts',
  'assets/refusals.test.ts',
  'assets/upload.test.ts',
  'cart/cart.test.ts',
  'cart/cartLogin.test.ts',
  'cart/cities.test.ts',
  'cart/coupons.test.ts',
  'cart/currency.test.ts',
  'cart/salesTaxes.test.ts',
  'cart/shipping.test.ts',
  'cart/totals.test.ts',
  'catalog/currencyEverywhere.test.ts',
  'catalog/list.test.ts',
  'catalog/media.test.ts',
  'catalog/suggestionsApi.test.ts',
  'catalog/suggestionsCache.test.ts',
  'catalog/tileVariant.test.ts',
  'checkout/addressPicker.test.ts',
  'checkout/addresses.test.ts',
  'checkout/addressesBook.test.ts',
  'checkout/checkout.test.ts',
  'checkout/orders.test.ts',
  'checkout/vatCheck.test.ts',
  'content/contact.test.ts',
  'content/homeUpgrade.test.ts',
  'content/navigation.test.ts',
  'content/scenes.test.ts',
  'db/pgliteRemote.test.ts',
  'db/statistics.test.ts',
  'engineList.test.ts',
  'faults/orphanCharges.test.ts',
  'forms/forms.test.ts',
  'mail/config.test.ts',
  'mail/orderMail.test.ts',
  'mail/render.test.ts',
  'mail/routes.test.ts',
  'news/pages.test.ts',
  'news/seedUpgrade.test.ts',
  'news/widgets.test.ts',
  'orders/orders.test.ts',
  'pickup/gazetteer.test.ts',
  'pickup/mapsKey.test.ts',
  'pickup/modalView.test.ts',
  'pickup/pickupCheckout.test.ts',
  'pickup/pickupSeed.test.ts',
  'pickup/pickupUpgrade.test.ts',
  'pickup/reverse.test.ts',
  'pickup/savePoint.test.ts',
  'pickup/search.test.ts',
  'pickup/searchProvider.test.ts',
  'pickup/searchSeed.test.ts',
  'prepaid/staffSearch.test.ts',
  'product/addToCart.test.ts',
  'product/customerReferences.test.ts',
  'product/product.test.ts',
  'product/widgets.test.ts',
  'refunds/refundMail.test.ts',
  'refunds/refundPhotos.test.ts',
  'sandboxPay/registration.test.ts',
  'site/appBase.test.ts',
  'site/culture.test.ts',
  'site/lifecycle.test.ts',
  'site/pages.test.ts',
  'site/readiness.test.ts',
  'site/schemas.test.ts',
  'site/site.test.ts',
  'site/stringsCoverage.test.ts',
  'site/textInput.test.ts',
  'site/web.test.ts',
  'wishlist/shared.test.ts',
  'wishlist/wishlistPage.test.ts',
  'wishlist/wishlistSeed.test.ts',
  'wishlist/wishlistToCart.test.ts',
  'wishlist/wishlists.test.ts',
];

/**
 * The engines a suite runs on. `postgres`: a PostgreSQL is there (the suite's own cluster or
 * DATABASE_URL); without one every suite runs on PGlite, a PostgreSQL-only one included (it
 * then proves less, but still runs). `full`: `npm run test:full`.
 */
function enginesFor(file, { postgres, full }) {
  if (!postgres) return ['pglite'];
  if (full) return BOTH;
  return POSTGRES[file]?.engines ?? ['pglite'];
}

module.exports = { POSTGRES, PGLITE, enginesFor };
