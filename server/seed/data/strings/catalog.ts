import type { Translations } from '../strings';

/** Catalog and search texts; Catalog.* keys are also the server's messages (site.ts). */
export const catalogStrings: Translations = {
  'Catalog.SearchTooShort': {
    fr: 'Tapez au moins {0} caractères pour lancer la recherche.',
    nl: 'Typ minstens {0} tekens om te zoeken.',
  },
  // Spec 001 §8 "Error catalogue": the suggestion list's header and its empty text.
  'Catalog.ProductsFound': { fr: 'Liste des produits trouvés', nl: 'Lijst van gevonden producten' },
  'Catalog.NoProductFound': { fr: 'Aucun produit trouvé', nl: 'Geen product gevonden' },
  // The shop's entry in the main nav.
  'Catalog.Nav': { fr: 'Boutique', nl: 'Winkel' },
};
