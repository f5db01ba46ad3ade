import type { Translations } from '../strings';

/** Wishlists and birth lists (issue 16): the server's messages of W1-W13, C11 and create. */
export const wishlistStrings: Translations = {
  'Wishlist.DefaultName': { fr: 'Ma liste de souhaits', nl: 'Mijn verlanglijst' },
  'Wishlist.DefaultBirthlistName': { fr: 'Ma liste de naissance', nl: 'Mijn geboortelijst' },
  'Wishlist.Added': { fr: 'Ajouté à « {0} ».', nl: 'Toegevoegd aan ‘{0}’.' },
  'Wishlist.NotFound': {
    fr: 'Cette liste est introuvable.',
    nl: 'Deze lijst werd niet gevonden.',
  },
  'Wishlist.ItemNotFound': {
    fr: 'Cet article n’est pas dans vos listes.',
    nl: 'Dit artikel staat niet in uw lijsten.',
  },
  'Wishlist.InvalidQuantity': {
    fr: 'La quantité doit être un nombre entier de 1 à {0}.',
    nl: 'Het aantal moet een geheel getal van 1 tot {0} zijn.',
  },
  'Wishlist.NameRequired': {
    fr: 'Le nom de la liste est obligatoire.',
    nl: 'De naam van de lijst is verplicht.',
  },
  'Wishlist.ListOrNewName': {
    fr: 'Choisissez une liste ou donnez un nom à une nouvelle liste.',
    nl: 'Kies een lijst of geef een nieuwe lijst een naam.',
  },
  'Wishlist.TooManyLists': {
    fr: 'Vous avez déjà le maximum de {0} listes.',
    nl: 'U hebt al het maximum van {0} lijsten.',
  },
  'Wishlist.TooManyItems': {
    fr: 'Cette liste contient déjà le maximum de {0} articles.',
    nl: 'Deze lijst bevat al het maximum van {0} artikelen.',
  },
  'Wishlist.Created': {
    fr: 'La liste « {0} » a été créée.',
    nl: 'De lijst ‘{0}’ werd aangemaakt.',
  },
  'Wishlist.Renamed': {
    fr: 'La liste s’appelle désormais « {0} ».',
    nl: 'De lijst heet nu ‘{0}’.',
  },
  'Wishlist.DescriptionSaved': {
    fr: 'La description a été enregistrée.',
    nl: 'De beschrijving werd opgeslagen.',
  },
  'Wishlist.QuantityUpdated': {
    fr: 'La quantité a été mise à jour.',
    nl: 'Het aantal werd bijgewerkt.',
  },
  'Wishlist.ItemRemoved': {
    fr: 'L’article a été retiré de la liste.',
    nl: 'Het artikel werd uit de lijst verwijderd.',
  },
  'Wishlist.RemovedFromAll': {
    fr: 'L’article a été retiré de toutes vos listes.',
    nl: 'Het artikel werd uit al uw lijsten verwijderd.',
  },
  'Wishlist.Deleted': {
    fr: 'La liste « {0} » a été supprimée.',
    nl: 'De lijst ‘{0}’ werd verwijderd.',
  },
  'Wishlist.AddedToCart': {
    fr: 'Articles de la liste ajoutés au panier : {0}.',
    nl: 'Artikelen uit de lijst toegevoegd aan het winkelmandje: {0}.',
  },
  'Wishlist.NothingAddedToCart': {
    fr: 'Aucun article de la liste n’a pu être ajouté au panier.',
    nl: 'Geen enkel artikel uit de lijst kon aan het winkelmandje worden toegevoegd.',
  },
  'Wishlist.NoLongerSold': {
    fr: 'Cet article n’est plus en vente.',
    nl: 'Dit artikel is niet meer te koop.',
  },
};
