import type { Translations } from '../strings';

/** Product page: variations, stock, prices, gallery, 360, add to cart, references, back in stock (C1-C6, C8, C12). Catalog.* and ShoppingCarts.* keys are also server messages (site.ts). */
export const productStrings: Translations = {
  // Server messages.
  'Catalog.ProductNotFound': {
    fr: 'Ce produit n’existe pas ou n’est plus disponible.',
    nl: 'Dit product bestaat niet of is niet meer beschikbaar.',
  },
  'Catalog.VariantNotFound': {
    fr: 'Cette variante du produit n’existe pas ou n’est plus disponible.',
    nl: 'Deze variant van het product bestaat niet of is niet meer beschikbaar.',
  },
  'Catalog.InvalidVariationValue': {
    fr: 'Cette option n’existe pas pour ce produit.',
    nl: 'Deze optie bestaat niet voor dit product.',
  },
  'Catalog.InStock': { fr: 'En stock', nl: 'Op voorraad' },
  'Catalog.LowStock': { fr: 'Plus que {0} en stock', nl: 'Nog maar {0} op voorraad' },
  'Catalog.OutOfStock': { fr: 'Épuisé', nl: 'Uitverkocht' },
  'Catalog.Breadcrumb': { fr: 'Fil d’Ariane', nl: 'Kruimelpad' },
  'ShoppingCarts.QuantityBelowMin': {
    fr: 'La quantité minimale est de {0}.',
    nl: 'De minimale hoeveelheid is {0}.',
  },
  'ShoppingCarts.QuantityAboveMax': {
    fr: 'La quantité maximale est de {0}.',
    nl: 'De maximale hoeveelheid is {0}.',
  },
  'ShoppingCarts.QuantityNotMultiple': {
    fr: 'Ce produit se vend par {0} pièces.',
    nl: 'Dit product wordt per {0} stuks verkocht.',
  },
  'ShoppingCarts.OutOfStock': {
    fr: 'Ce produit est épuisé.',
    nl: 'Dit product is uitverkocht.',
  },
  'ShoppingCarts.NotEnoughStock': {
    fr: 'Il n’en reste que {0} en stock.',
    nl: 'Er zijn er nog maar {0} op voorraad.',
  },
  'Catalog.CustomerRefUpdated': {
    fr: 'Votre référence a été enregistrée.',
    nl: 'Uw referentie is opgeslagen.',
  },
  'Catalog.CustomerRefRemoved': {
    fr: 'Votre référence a été supprimée.',
    nl: 'Uw referentie is verwijderd.',
  },
  'Catalog.InvalidEmail': {
    fr: 'Cette adresse e-mail n’est pas valide.',
    nl: 'Dit e-mailadres is ongeldig.',
  },
  'Catalog.StockNotificationSubscribed': {
    fr: 'C’est noté : nous écrirons à {0} dès le retour en stock.',
    nl: 'Genoteerd: we mailen naar {0} zodra het weer op voorraad is.',
  },
  'Catalog.StockNotificationAlreadySubscribed': {
    fr: 'Vous êtes déjà inscrit : nous écrirons à {0} dès le retour en stock.',
    nl: 'U bent al ingeschreven: we mailen naar {0} zodra het weer op voorraad is.',
  },
  // Product page (client).
  'Catalog.Product.AddToCart': { fr: 'Ajouter au panier', nl: 'In winkelmandje' },
  'Catalog.Product.AddedToCartOne': {
    fr: 'Ajouté au panier ({0} article dans le panier).',
    nl: 'Toegevoegd aan het winkelmandje ({0} artikel in het mandje).',
  },
  'Catalog.Product.AddedToCart': {
    fr: 'Ajouté au panier ({0} articles dans le panier).',
    nl: 'Toegevoegd aan het winkelmandje ({0} artikelen in het mandje).',
  },
  'Catalog.Product.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'Catalog.Product.DecreaseQuantity': { fr: 'Diminuer la quantité', nl: 'Aantal verlagen' },
  'Catalog.Product.IncreaseQuantity': { fr: 'Augmenter la quantité', nl: 'Aantal verhogen' },
  'Catalog.Product.Unavailable': { fr: 'indisponible', nl: 'niet beschikbaar' },
  'Catalog.Product.StockByWarehouse': { fr: 'Stock par entrepôt', nl: 'Voorraad per magazijn' },
  'Catalog.Product.StockUnavailable': {
    fr: 'Le stock ne peut pas être affiché pour le moment.',
    nl: 'De voorraad kan momenteel niet worden getoond.',
  },
  'Catalog.Product.DegressivePrices': { fr: 'Prix dégressifs', nl: 'Staffelprijzen' },
  'Catalog.Product.FromQuantity': { fr: 'À partir de {0}', nl: 'Vanaf {0}' },
  'Catalog.Product.UnitPrice': { fr: 'Prix unitaire', nl: 'Prijs per stuk' },
  'Catalog.Product.Saving': { fr: 'Économie', nl: 'Besparing' },
  'Catalog.Product.Description': { fr: 'Description', nl: 'Beschrijving' },
  'Catalog.Product.RelatedProducts': { fr: 'Vous aimerez aussi', nl: 'Misschien ook iets voor u' },
  'Catalog.Product.AssociatedCategories': {
    fr: 'Catégories associées',
    nl: 'Verwante categorieën',
  },
  'Catalog.Product.View360': { fr: 'Vue 360°', nl: '360°-weergave' },
  'Catalog.Product.Rotate360': { fr: 'Faire pivoter le produit', nl: 'Product draaien' },
  'Catalog.Product.AutoRotate': { fr: 'Rotation automatique', nl: 'Automatisch draaien' },
  'Catalog.Product.ShowPhoto': { fr: 'Afficher la photo {0} sur {1}', nl: 'Foto {0} van {1} tonen' },
  'Catalog.Product.NotifyBackInStock': {
    fr: 'M’avertir du retour en stock',
    nl: 'Laat me weten wanneer het terug is',
  },
  'Catalog.Product.BackInStockIntro': {
    fr: 'Laissez votre adresse e-mail : nous vous écrirons dès que cet article sera de nouveau disponible.',
    nl: 'Laat uw e-mailadres achter: we mailen u zodra dit artikel weer beschikbaar is.',
  },
  'Catalog.Product.Email': { fr: 'Adresse e-mail', nl: 'E-mailadres' },
  'Catalog.Product.EmailRequired': {
    fr: 'Saisissez votre adresse e-mail.',
    nl: 'Vul uw e-mailadres in.',
  },
  'Catalog.Product.NotifyMe': { fr: 'M’avertir', nl: 'Verwittig mij' },
  'Catalog.Product.YourReference': { fr: 'Votre référence :', nl: 'Uw referentie:' },
  'Catalog.Product.UpdateCustomerRef': { fr: 'Ma référence', nl: 'Mijn referentie' },
  'Catalog.Product.CustomerRef': { fr: 'Votre référence pour cet article', nl: 'Uw referentie voor dit artikel' },
  'Catalog.Product.Save': { fr: 'Enregistrer', nl: 'Opslaan' },
  // The server's own sentence, shown as it is (001 §8 "Error catalogue": success shows the server message).
  'Catalog.Product.ServerMessage': { fr: '{0}', nl: '{0}' },
  // Spec 001 §8 "Error catalogue".
  'Catalog.CustomerRefUpdateError': {
    fr: 'Votre référence n’a pas pu être enregistrée.',
    nl: 'Uw referentie kon niet worden opgeslagen.',
  },
  'Catalog.Product.MyReferences': { fr: 'Mes références', nl: 'Mijn referenties' },
  'Catalog.Product.SearchCustomerRef': {
    fr: 'Rechercher parmi mes références',
    nl: 'Zoeken in mijn referenties',
  },
  'Catalog.Product.NoReferenceFound': { fr: 'Aucune référence trouvée.', nl: 'Geen referentie gevonden.' },
  'Catalog.Product.ReferencePages': { fr: 'Pages de références', nl: 'Pagina’s met referenties' },
  'Catalog.Product.PreviousPage': { fr: 'Page précédente', nl: 'Vorige pagina' },
  'Catalog.Product.NextPage': { fr: 'Page suivante', nl: 'Volgende pagina' },
  'Catalog.Product.PageOf': { fr: 'Page {0} sur {1}', nl: 'Pagina {0} van {1}' },
};
