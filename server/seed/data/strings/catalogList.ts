import type { Translations } from '../strings';

/** Product list, filters, categories, brands, tag search (C9, C10, C13). Catalog.* and ShoppingCarts.* keys are also server messages (site.ts). */
export const catalogListStrings: Translations = {
  // Server messages: bad list input and unknown pages.
  'Catalog.List.InvalidFilter': {
    fr: 'Le filtre « {0} » n’est pas valide.',
    nl: 'De filter ‘{0}’ is ongeldig.',
  },
  'Catalog.List.InvalidSort': {
    fr: 'Le tri « {0} » n’est pas disponible pour cette liste.',
    nl: 'De sortering ‘{0}’ is niet beschikbaar voor deze lijst.',
  },
  'Catalog.List.CategoryNotFound': {
    fr: 'Cette catégorie n’existe pas.',
    nl: 'Deze categorie bestaat niet.',
  },
  'Catalog.List.TagNotFound': {
    fr: 'Cette sélection n’existe pas.',
    nl: 'Deze selectie bestaat niet.',
  },
  'Catalog.List.FilterContextNotFound': {
    fr: 'Cette catégorie, cette marque ou cette sélection n’existe pas.',
    nl: 'Deze categorie, dit merk of deze selectie bestaat niet.',
  },
  'Catalog.List.PictureNotFound': { fr: 'Image introuvable.', nl: 'Afbeelding niet gevonden.' },
  'Catalog.QuickView.NotFound': {
    fr: 'Ce produit n’existe pas ou n’est plus en vente.',
    nl: 'Dit product bestaat niet of is niet meer te koop.',
  },

  // Page titles and descriptions.
  'Catalog.List.Title': { fr: 'Catalogue', nl: 'Catalogus' },
  'Catalog.List.SearchTitle': { fr: 'Résultats pour « {0} »', nl: 'Resultaten voor ‘{0}’' },
  'Catalog.List.TagTitle': { fr: 'Sélection « {0} »', nl: 'Selectie ‘{0}’' },
  'Catalog.List.Description': {
    fr: 'Découvrez nos {0} articles : mode, maison et accessoires, livrés en Belgique.',
    nl: 'Ontdek onze {0} artikelen: mode, wonen en accessoires, geleverd in België.',
  },
  'Catalog.List.NamedDescriptionOne': {
    fr: '{0} : {1} article à découvrir, livré en Belgique.',
    nl: '{0}: {1} artikel om te ontdekken, geleverd in België.',
  },
  'Catalog.List.NamedDescription': {
    fr: '{0} : {1} articles à découvrir, livrés en Belgique.',
    nl: '{0}: {1} artikelen om te ontdekken, geleverd in België.',
  },
  'Catalog.List.SearchDescriptionOne': {
    fr: '{1} article correspond à votre recherche « {0} ».',
    nl: '{1} artikel komt overeen met uw zoekopdracht ‘{0}’.',
  },
  'Catalog.List.SearchDescription': {
    fr: '{1} articles correspondent à votre recherche « {0} ».',
    nl: '{1} artikelen komen overeen met uw zoekopdracht ‘{0}’.',
  },

  // Toolbar, list and tiles.
  'Catalog.List.CountOne': { fr: '{0} article', nl: '{0} artikel' },
  'Catalog.List.Count': { fr: '{0} articles', nl: '{0} artikelen' },
  'Catalog.List.SortBy': { fr: 'Trier par', nl: 'Sorteren op' },
  'Catalog.List.PageSize': { fr: 'Articles par page', nl: 'Artikelen per pagina' },
  'Catalog.List.Display': { fr: 'Affichage', nl: 'Weergave' },
  'Catalog.List.DisplayGrid': { fr: 'Grille', nl: 'Raster' },
  'Catalog.List.DisplayTable': { fr: 'Tableau', nl: 'Tabel' },
  'Catalog.List.Empty': {
    fr: 'Aucun article ne correspond à ces critères.',
    nl: 'Geen enkel artikel voldoet aan deze criteria.',
  },
  'Catalog.List.FromPrice': { fr: 'à partir de', nl: 'vanaf' },
  'Catalog.List.Colours': { fr: 'Couleurs', nl: 'Kleuren' },
  'Catalog.List.InStock': { fr: 'En stock', nl: 'Op voorraad' },
  'Catalog.List.OutOfStock': { fr: 'Épuisé', nl: 'Uitverkocht' },
  'Catalog.List.ColumnProduct': { fr: 'Article', nl: 'Artikel' },
  'Catalog.List.ColumnBrand': { fr: 'Marque', nl: 'Merk' },
  'Catalog.List.ColumnPrice': { fr: 'Prix', nl: 'Prijs' },
  'Catalog.List.ColumnStock': { fr: 'Disponibilité', nl: 'Beschikbaarheid' },
  'Catalog.List.Breadcrumb': { fr: 'Fil d’Ariane', nl: 'Kruimelpad' },
  'Catalog.List.Categories': { fr: 'Catégories', nl: 'Categorieën' },
  'Catalog.List.Brands': { fr: 'Nos marques', nl: 'Onze merken' },
  'Catalog.List.Filters': { fr: 'Filtres', nl: 'Filters' },
  'Catalog.List.Unavailable': {
    fr: 'La liste n’a pas pu être chargée.',
    nl: 'De lijst kon niet worden geladen.',
  },
  'Catalog.List.TryAgain': { fr: 'Réessayer', nl: 'Opnieuw proberen' },

  // Sorts.
  'Catalog.Sort.Relevance': { fr: 'Pertinence', nl: 'Relevantie' },
  'Catalog.Sort.Newest': { fr: 'Nouveautés', nl: 'Nieuwste' },
  'Catalog.Sort.PriceAsc': { fr: 'Prix croissant', nl: 'Prijs oplopend' },
  'Catalog.Sort.PriceDesc': { fr: 'Prix décroissant', nl: 'Prijs aflopend' },
  'Catalog.Sort.NameAsc': { fr: 'Nom (A-Z)', nl: 'Naam (A-Z)' },
  'Catalog.Sort.CountDesc': { fr: 'Nombre d’articles', nl: 'Aantal artikelen' },

  // Pagination.
  'Catalog.Pagination.Label': { fr: 'Pages de la liste', nl: 'Pagina’s van de lijst' },
  'Catalog.Pagination.Previous': { fr: 'Page précédente', nl: 'Vorige pagina' },
  'Catalog.Pagination.Next': { fr: 'Page suivante', nl: 'Volgende pagina' },
  'Catalog.Pagination.Page': { fr: 'Page {0}', nl: 'Pagina {0}' },

  // Facets (C9).
  'Catalog.Facet.Categories': { fr: 'Catégories', nl: 'Categorieën' },
  'Catalog.Facet.Brands': { fr: 'Marques', nl: 'Merken' },
  'Catalog.Facet.Price': { fr: 'Prix', nl: 'Prijs' },
  'Catalog.Facet.PriceBelow': { fr: 'Moins de {0}', nl: 'Minder dan {0}' },
  'Catalog.Facet.PriceBetween': { fr: 'De {0} à {1}', nl: 'Van {0} tot {1}' },
  'Catalog.Facet.PriceFrom': { fr: '{0} et plus', nl: '{0} en meer' },
  'Catalog.Facet.Tags': { fr: 'Sélections', nl: 'Selecties' },
  'Catalog.Facet.Availability': { fr: 'Disponibilité', nl: 'Beschikbaarheid' },
  'Catalog.Facet.InStockOnly': { fr: 'En stock uniquement', nl: 'Enkel op voorraad' },
  'Catalog.Facet.Search': { fr: 'Chercher dans « {0} »', nl: 'Zoeken in ‘{0}’' },
  'Catalog.Facet.Apply': { fr: 'Voir les articles', nl: 'Artikelen tonen' },
  'Catalog.Facet.Clear': { fr: 'Effacer les filtres', nl: 'Filters wissen' },
  'Catalog.Facet.Loading': { fr: 'Chargement des filtres…', nl: 'Filters laden…' },

  // Tag page (C13).
  'Catalog.Tag.Show': { fr: 'Afficher', nl: 'Tonen' },
  'Catalog.Tag.EntityProducts': { fr: 'Les articles', nl: 'De artikelen' },
  'Catalog.Tag.EntityBrands': { fr: 'Les marques', nl: 'De merken' },
  'Catalog.Tag.EntityCategories': { fr: 'Les catégories', nl: 'De categorieën' },
  'Catalog.Tag.Highlights': { fr: 'Derniers articles « {0} »', nl: 'Nieuwste artikelen ‘{0}’' },
  'Catalog.Tag.NoEntity': {
    fr: 'Aucun article ne porte encore cette sélection.',
    nl: 'Nog geen enkel artikel draagt deze selectie.',
  },

  // Quick view (ours).
  'Catalog.QuickView.Open': { fr: 'Aperçu rapide : {0}', nl: 'Snel bekijken: {0}' },
  'Catalog.QuickView.Close': { fr: 'Fermer l’aperçu', nl: 'Voorbeeld sluiten' },
  'Catalog.QuickView.Variants': {
    fr: '{0} déclinaison(s), dont {1} en stock',
    nl: '{0} variant(en), waarvan {1} op voorraad',
  },
  'Catalog.QuickView.SeeProduct': { fr: 'Voir le produit', nl: 'Product bekijken' },
  'Catalog.QuickView.Error': {
    fr: 'L’aperçu n’a pas pu être chargé.',
    nl: 'Het voorbeeld kon niet worden geladen.',
  },

  // Sliders.
  'Catalog.Slider.Previous': { fr: 'Précédent', nl: 'Vorige' },
  'Catalog.Slider.Next': { fr: 'Suivant', nl: 'Volgende' },
};
