import type { Translations } from '../strings';

/** Cart server messages (K1-K13, P1-P5, P11): ShoppingCarts.*, CouponCodes.*, Currency.*, SalesTaxes.*. */
export const cartStrings: Translations = {
  // 001 §8 "Error catalogue": {0} the item's origin, {1} its key (may be empty), {2} its name; {3} → {4} ours.
  'ShoppingCarts.QuantityChangedMessage': {
    fr: 'La quantité de « {2} » ({0} {1}) est passée de {3} à {4} : c’est ce qui est disponible.',
    nl: 'De hoeveelheid van ‘{2}’ ({0} {1}) is gewijzigd van {3} naar {4}: zoveel is er beschikbaar.',
  },
  'ShoppingCarts.ItemNotFound': {
    fr: 'Cet article n’est pas (ou plus) dans votre panier.',
    nl: 'Dit artikel zit niet (meer) in uw winkelmandje.',
  },
  'ShoppingCarts.ProductNotInCart': {
    fr: 'Ce produit n’est pas dans votre panier.',
    nl: 'Dit product zit niet in uw winkelmandje.',
  },
  'ShoppingCarts.CountryNotFound': {
    fr: 'Ce pays est inconnu.',
    nl: 'Dit land is onbekend.',
  },
  'ShoppingCarts.CountryNotShippable': {
    fr: 'Nous ne livrons pas dans ce pays ({0}).',
    nl: 'Wij leveren niet in dit land ({0}).',
  },
  'ShoppingCarts.ShippingMethodNotFound': {
    fr: 'Ce mode de livraison n’existe pas ou n’est plus proposé.',
    nl: 'Deze verzendwijze bestaat niet of wordt niet meer aangeboden.',
  },
  'ShoppingCarts.ShippingMethodNotServed': {
    fr: 'Ce mode de livraison ne dessert pas le pays de livraison choisi.',
    nl: 'Deze verzendwijze levert niet in het gekozen leveringsland.',
  },
  'ShoppingCarts.CityNotFound': {
    fr: 'Cette localité est inconnue.',
    nl: 'Deze gemeente is onbekend.',
  },
  'ShoppingCarts.CityNotInCountry': {
    fr: 'Cette localité ne se trouve pas dans le pays de livraison.',
    nl: 'Deze gemeente ligt niet in het leveringsland.',
  },
  'ShoppingCarts.CityQueryTooShort': {
    fr: 'Tapez au moins {0} caractères du code postal ou de la localité.',
    nl: 'Typ minstens {0} tekens van de postcode of de gemeente.',
  },
  // P5: the currency widget titles its growl with these texts (ReasonResourceKey).
  'Currency.Unknown': {
    fr: 'Cette devise n’est pas proposée.',
    nl: 'Deze munt wordt niet aangeboden.',
  },
  'Currency.CartWillBeConverted': {
    fr: 'Les montants de votre panier seront affichés dans la nouvelle devise. Continuer ?',
    nl: 'De bedragen in uw winkelmandje worden in de nieuwe munt getoond. Doorgaan?',
  },
  'SalesTaxes.UnknownCountry': {
    fr: 'Ce pays est inconnu : la TVA ne peut pas être calculée pour lui.',
    nl: 'Dit land is onbekend: de btw kan er niet voor berekend worden.',
  },
  // K8, the pickup point (issue 17)
  'ShoppingCarts.PickupMethodRequired': {
    fr: 'Ce mode de livraison ne livre pas en point d’enlèvement : choisissez un mode « point d’enlèvement ».',
    nl: 'Deze verzendwijze levert niet aan een afhaalpunt: kies een verzendwijze met afhaalpunt.',
  },
  'ShoppingCarts.PickupPointNotFound': {
    fr: 'Ce point d’enlèvement n’existe pas (ou plus) chez ce transporteur : choisissez-en un autre.',
    nl: 'Dit afhaalpunt bestaat niet (meer) bij deze vervoerder: kies een ander.',
  },
  'ShoppingCarts.PickupProviderDown': {
    fr: 'Le transporteur ne répond pas pour l’instant : votre point d’enlèvement n’a pas été enregistré. Réessayez dans quelques minutes.',
    nl: 'De vervoerder antwoordt momenteel niet: uw afhaalpunt werd niet opgeslagen. Probeer het over enkele minuten opnieuw.',
  },
  'ShoppingCarts.PickupPointIdNotExpected': {
    fr: 'Ce transporteur ne numérote pas ses points dans notre boutique : l’identifiant du point doit rester vide.',
    nl: 'Deze vervoerder nummert zijn punten niet in onze winkel: de id van het punt moet leeg blijven.',
  },
  'ShoppingCarts.PickupPointIdDiffers': {
    fr: 'L’identifiant du point ne correspond pas au point d’enlèvement choisi : choisissez-le à nouveau.',
    nl: 'De id van het punt komt niet overeen met het gekozen afhaalpunt: kies het opnieuw.',
  },
  'ShoppingCarts.PickupPointDetailsDiffer': {
    fr: 'Ces données ne correspondent pas à celles du point d’enlèvement chez le transporteur : choisissez-le à nouveau.',
    nl: 'Deze gegevens komen niet overeen met die van het afhaalpunt bij de vervoerder: kies het opnieuw.',
  },
};
