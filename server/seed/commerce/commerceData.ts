/** The shop's currencies, delivery options and coupons (deterministic demo data). */

/** rateMicro: units per euro × 10^6 (the rates of a day, fixed so that the demo stays stable). */
export const seedCurrencies = [
  { code: 'EUR', symbol: '€', fr: 'Euro', nl: 'Euro', rateMicro: 1_000_000, isDefault: true },
  { code: 'USD', symbol: '$', fr: 'Dollar américain', nl: 'Amerikaanse dollar', rateMicro: 1_085_000, isDefault: false },
  { code: 'GBP', symbol: '£', fr: 'Livre sterling', nl: 'Brits pond', rateMicro: 856_500, isDefault: false },
  { code: 'CHF', symbol: 'CHF', fr: 'Franc suisse', nl: 'Zwitserse frank', rateMicro: 942_500, isDefault: false },
]; // prettier-ignore

/** Prices in euro cents, shop VAT included; free from free_from_cents of goods when set. */
export const seedShippingMethods = [
  {
    code: 'bpost-home',
    names: { fr: 'Livraison à domicile bpost', nl: 'Thuislevering bpost' },
    descriptions: {
      fr: 'Livré chez vous en 1 à 2 jours ouvrables, gratuit dès {freeFrom}.',
      nl: 'Bij u thuis in 1 tot 2 werkdagen, gratis vanaf {freeFrom}.',
    },
    priceCents: 595,
    freeFromCents: 7500,
    countryCodes: ['BE', 'LU', 'NL'],
    isPickup: false,
  },
  {
    code: 'bpost-pickup',
    names: { fr: 'Point d’enlèvement bpost', nl: 'bpost-afhaalpunt' },
    descriptions: {
      fr: 'À retirer dans un point bpost de votre choix, gratuit dès {freeFrom}.',
      nl: 'Af te halen in een bpost-punt naar keuze, gratis vanaf {freeFrom}.',
    },
    priceCents: 395,
    freeFromCents: 5000,
    countryCodes: ['BE'],
    isPickup: true,
  },
  {
    code: 'parcelshop-pickup',
    names: { fr: 'Point Colis', nl: 'Pakketpunt' },
    descriptions: {
      fr: 'À retirer dans un commerce ou une consigne Point Colis, gratuit dès {freeFrom}.',
      nl: 'Af te halen in een Pakketpunt-winkel of -kluis, gratis vanaf {freeFrom}.',
    },
    priceCents: 345,
    freeFromCents: 5000,
    countryCodes: ['BE', 'NL'],
    isPickup: true,
  },
  {
    code: 'store-collect',
    names: { fr: 'Retrait en magasin (Bruxelles)', nl: 'Afhalen in de winkel (Brussel)' },
    descriptions: {
      fr: 'Prêt en deux heures dans notre boutique de la rue Neuve.',
      nl: 'Klaar binnen twee uur in onze winkel in de Nieuwstraat.',
    },
    priceCents: 0,
    freeFromCents: null,
    countryCodes: ['BE'],
    isPickup: false,
  },
  {
    code: 'express',
    names: { fr: 'Express 24 h', nl: 'Express 24 u' },
    descriptions: {
      fr: 'Livré le jour ouvrable suivant pour toute commande passée avant 15 h.',
      nl: 'Geleverd op de volgende werkdag voor bestellingen vóór 15 uur.',
    },
    priceCents: 1295,
    freeFromCents: null,
    countryCodes: null,
    isPickup: false,
  },
  {
    code: 'europe-standard',
    names: { fr: 'Livraison standard Europe', nl: 'Standaardlevering Europa' },
    descriptions: {
      fr: 'Livré en 3 à 5 jours ouvrables, gratuit dès {freeFrom}.',
      nl: 'Geleverd in 3 tot 5 werkdagen, gratis vanaf {freeFrom}.',
    },
    priceCents: 995,
    freeFromCents: 15000,
    countryCodes: ['NL', 'FR', 'LU', 'DE', 'ES', 'IT', 'AT', 'PT', 'IE'],
    isPickup: false,
  },
  {
    code: 'world',
    names: { fr: 'Livraison internationale', nl: 'Internationale levering' },
    descriptions: {
      fr: 'Hors Union européenne, 5 à 8 jours ouvrables, droits non compris.',
      nl: 'Buiten de Europese Unie, 5 tot 8 werkdagen, invoerrechten niet inbegrepen.',
    },
    priceCents: 1995,
    freeFromCents: null,
    countryCodes: ['CH', 'GB'],
    isPickup: false,
  },
]; // prettier-ignore

const at = (iso: string) => new Date(iso);

/**
 * Percent values in basis points, fixed ones in euro cents. `personal` coupons belong to the
 * demo customer. Dates are fixed: the demo is the same on every machine. Usage rules
 * (couponUsage.ts): BIENVENUE10 is a first order's, once; NEWSLETTER5 the subscribers', once
 * each; SOPHIE25 a one-time gift; the others have none.
 */
export const seedCoupons = [
  { code: 'BIENVENUE10', kind: 'percent', value: 1000, minimumCents: 0, isPublic: true, isActive: true,
    fr: '10 % sur votre première commande', nl: '10 % op uw eerste bestelling', startsAt: at('2025-01-01T00:00:00Z'), endsAt: null, firstOrderOnly: true, maxUsesPerCustomer: 1 },
  { code: 'CADEAU15', kind: 'fixed', value: 1500, minimumCents: 0, isPublic: true, isActive: true,
    fr: '{value} de réduction', nl: '{value} korting', startsAt: null, endsAt: null },
  { code: 'GRAND20', kind: 'percent', value: 2000, minimumCents: 20000, isPublic: true, isActive: true,
    fr: '20 % dès {minimum} d’achats', nl: '20 % vanaf {minimum} aankopen', startsAt: null, endsAt: null },
  { code: 'ETE2024', kind: 'percent', value: 2500, minimumCents: 0, isPublic: true, isActive: true,
    fr: 'Soldes d’été 2024 : 25 %', nl: 'Zomersolden 2024: 25 %', startsAt: at('2024-07-01T00:00:00Z'), endsAt: at('2024-08-01T00:00:00Z') },
  { code: 'NOEL2099', kind: 'fixed', value: 2000, minimumCents: 10000, isPublic: true, isActive: true,
    fr: 'Noël 2099 : {value} dès {minimum}', nl: 'Kerstmis 2099: {value} vanaf {minimum}', startsAt: at('2099-12-01T00:00:00Z'), endsAt: at('2099-12-26T00:00:00Z') },
  { code: 'NEWSLETTER5', kind: 'percent', value: 500, minimumCents: 0, isPublic: false, isActive: true,
    fr: '5 % pour les abonnés à la lettre d’information', nl: '5 % voor wie de nieuwsbrief ontvangt', startsAt: null, endsAt: null, audience: 'newsletter', maxUsesPerCustomer: 1 },
  { code: 'ANCIEN5', kind: 'fixed', value: 500, minimumCents: 0, isPublic: true, isActive: false,
    fr: 'Ancienne offre de {value}', nl: 'Oud aanbod van {value}', startsAt: null, endsAt: null },
  { code: 'SOPHIE25', kind: 'percent', value: 2500, minimumCents: 5000, isPublic: false, isActive: true, personal: true,
    fr: 'Votre cadeau de fidélité : 25 % dès {minimum}', nl: 'Uw getrouwheidscadeau: 25 % vanaf {minimum}', startsAt: null, endsAt: null, maxUsesPerCustomer: 1 },
] as const; // prettier-ignore
