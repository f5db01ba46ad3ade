import type { Translations } from '../strings';

/** Wishlist buttons, the add modal, its lists view and the header count (issue 16, client side). */
export const wishlistClientStrings: Translations = {
  'WishlistUi.AddToWishlist': { fr: 'Ajouter à ma liste de souhaits', nl: 'Aan mijn verlanglijst toevoegen' },
  'WishlistUi.AddToBirthlist': { fr: 'Ajouter à ma liste de naissance', nl: 'Aan mijn geboortelijst toevoegen' },
  'WishlistUi.InWishlist': { fr: 'Dans ma liste de souhaits', nl: 'In mijn verlanglijst' },
  'WishlistUi.InBirthlist': { fr: 'Dans ma liste de naissance', nl: 'In mijn geboortelijst' },
  'WishlistUi.WishlistTitle': { fr: 'Ajouter à une liste de souhaits', nl: 'Aan een verlanglijst toevoegen' },
  'WishlistUi.BirthlistTitle': { fr: 'Ajouter à une liste de naissance', nl: 'Aan een geboortelijst toevoegen' },
  'WishlistUi.List': { fr: 'Liste', nl: 'Lijst' },
  'WishlistUi.NewList': { fr: 'Nouvelle liste…', nl: 'Nieuwe lijst…' },
  'WishlistUi.NewListName': { fr: 'Nom de la nouvelle liste', nl: 'Naam van de nieuwe lijst' },
  'WishlistUi.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'WishlistUi.QuantityInvalid': {
    fr: 'Indiquez un nombre entier de 1 à 999.',
    nl: 'Geef een geheel getal van 1 tot 999 op.',
  },
  'WishlistUi.NameRequired': { fr: 'Donnez un nom à la liste.', nl: 'Geef de lijst een naam.' },
  'WishlistUi.NameTooLong': {
    fr: 'Le nom compte 100 caractères au plus.',
    nl: 'De naam telt hoogstens 100 tekens.',
  },
  'WishlistUi.Submit.wishlist': { fr: 'Ajouter à la liste', nl: 'Aan de lijst toevoegen' },
  'WishlistUi.Submit.birthlist': { fr: 'Ajouter à la liste', nl: 'Aan de lijst toevoegen' },
  'WishlistUi.SeeList': { fr: 'Voir la liste', nl: 'Lijst bekijken' },
  'WishlistUi.ServerMessage': { fr: '{0}', nl: '{0}' },
  'WishlistUi.AlreadyIn': { fr: 'Déjà dans vos listes', nl: 'Al in uw lijsten' },
  'WishlistUi.ListWithQuantity': { fr: '{0} ({1})', nl: '{0} ({1})' },
  'WishlistUi.RemoveFrom': { fr: 'Retirer de « {0} »', nl: 'Uit ‘{0}’ verwijderen' },
  'WishlistUi.RemoveFromAll': { fr: 'Retirer de toutes mes listes', nl: 'Uit al mijn lijsten verwijderen' },
  'WishlistUi.MyLists.wishlist': { fr: 'Mes listes de souhaits', nl: 'Mijn verlanglijsten' },
  'WishlistUi.MyLists.birthlist': { fr: 'Mes listes de naissance', nl: 'Mijn geboortelijsten' },
  'WishlistUi.NoListYet': { fr: 'Vous n’avez pas encore de liste.', nl: 'U hebt nog geen lijst.' },
  'WishlistUi.ListWithCount': { fr: '{0} ({1} articles)', nl: '{0} ({1} artikelen)' },
  'WishlistUi.ListWithOne': { fr: '{0} ({1} article)', nl: '{0} ({1} artikel)' },
  'WishlistUi.CreateList': { fr: 'Créer la liste', nl: 'Lijst aanmaken' },
  'WishlistUi.TileAdd': {
    fr: 'Ajouter {0} à ma liste de souhaits',
    nl: '{0} aan mijn verlanglijst toevoegen',
  },
  'WishlistUi.TileInWishlist': {
    fr: '{0} est dans ma liste de souhaits',
    nl: '{0} staat in mijn verlanglijst',
  },
  'WishlistUi.HeaderLink': { fr: 'Mes listes de souhaits', nl: 'Mijn verlanglijsten' },
  'WishlistUi.HeaderCountOne': {
    fr: 'Mes listes de souhaits ({0} article)',
    nl: 'Mijn verlanglijsten ({0} artikel)',
  },
  'WishlistUi.HeaderCount': {
    fr: 'Mes listes de souhaits ({0} articles)',
    nl: 'Mijn verlanglijsten ({0} artikelen)',
  },
};
