import type { Translations } from '../strings';

/** Search widget and results (C7, C10 ?q=). Catalog.* and ShoppingCarts.* keys are also server messages (site.ts). */
export const searchStrings: Translations = {
  'Search.Open': { fr: 'Ouvrir la recherche', nl: 'Zoeken openen' },
  'Search.Label': { fr: 'Rechercher un produit', nl: 'Een product zoeken' },
  'Search.Submit': { fr: 'Rechercher', nl: 'Zoeken' },
  'Search.Close': { fr: 'Fermer la recherche', nl: 'Zoeken sluiten' },
};
