import type { Translations } from '../strings';

/** The pickup point modal and the chosen point in the cart and checkout (issue 17). */
export const pickupUiStrings: Translations = {
  // The chosen point, in the cart and the checkout (001 §2, §4).
  'PickupUi.ChosenPoint': { fr: 'Point d’enlèvement choisi', nl: 'Gekozen afhaalpunt' },
  'PickupUi.NoPointYet': {
    fr: 'Aucun point d’enlèvement choisi pour l’instant.',
    nl: 'Nog geen afhaalpunt gekozen.',
  },
  'PickupUi.ChoosePickupPoint': { fr: 'Choisir un point d’enlèvement', nl: 'Kies een afhaalpunt' },
  'PickupUi.ChangePickupPoint': { fr: 'Changer de point d’enlèvement', nl: 'Ander afhaalpunt kiezen' },
  'PickupUi.OpeningHours': { fr: 'Heures d’ouverture', nl: 'Openingsuren' },
  'PickupUi.PointRequired': {
    fr: 'Choisissez un point d’enlèvement pour ce mode de livraison.',
    nl: 'Kies een afhaalpunt voor deze verzendwijze.',
  },
  'PickupUi.ParcelGoesTo': {
    fr: 'Votre colis sera livré au point d’enlèvement : {0}',
    nl: 'Uw pakket wordt geleverd in het afhaalpunt: {0}',
  },
  'PickupUi.ParcelGoesToPoint': {
    fr: 'Votre colis sera livré au point d’enlèvement que vous choisissez avec le mode de livraison ; pas besoin d’adresse de livraison.',
    nl: 'Uw pakket wordt geleverd in het afhaalpunt dat u bij de verzendwijze kiest; een leveringsadres is niet nodig.',
  },
  'PickupUi.Delivery': { fr: 'Livraison', nl: 'Levering' },

  // The modal and the page (M2).
  'PickupUi.Loading': {
    fr: 'Chargement des points d’enlèvement…',
    nl: 'Afhaalpunten worden geladen…',
  },
  'PickupUi.Country': { fr: 'Pays', nl: 'Land' },
  'PickupUi.PostalCode': { fr: 'Code postal', nl: 'Postcode' },
  'PickupUi.City': { fr: 'Localité', nl: 'Plaats' },
  'PickupUi.Place': {
    fr: 'Adresse, code postal ou localité',
    nl: 'Adres, postcode of plaats',
  },
  'PickupUi.Search': { fr: 'Rechercher', nl: 'Zoeken' },
  'PickupUi.Searching': { fr: 'Recherche…', nl: 'Zoeken…' },
  'PickupUi.PlaceRequired': {
    fr: 'Indiquez un code postal ou une localité.',
    nl: 'Vul een postcode of een plaats in.',
  },
  'PickupUi.AddressRequired': {
    fr: 'Indiquez une adresse, un code postal ou une localité.',
    nl: 'Vul een adres, een postcode of een plaats in.',
  },
  'PickupUi.PostalCodeInvalid': {
    fr: 'Ce code postal n’est pas valide pour ce pays.',
    nl: 'Deze postcode is niet geldig voor dit land.',
  },
  'PickupUi.CountryRequired': { fr: 'Choisissez un pays.', nl: 'Kies een land.' },
  'PickupUi.TooLong': { fr: 'Ce texte est trop long.', nl: 'Deze tekst is te lang.' },
  'PickupUi.Results': { fr: 'Points d’enlèvement', nl: 'Afhaalpunten' },
  'PickupUi.ResultsCount': {
    fr: '{0} point(s) d’enlèvement autour de {1}',
    nl: '{0} afhaalpunt(en) in de buurt van {1}',
  },
  'PickupUi.NoResults': {
    fr: 'Aucun point d’enlèvement dans ce rayon. Essayez une autre localité.',
    nl: 'Geen afhaalpunten in deze straal. Probeer een andere plaats.',
  },
  'PickupUi.StartHint': {
    fr: 'Cherchez une localité pour voir les points d’enlèvement proches.',
    nl: 'Zoek een plaats om de afhaalpunten in de buurt te zien.',
  },
  'PickupUi.Choose': { fr: 'Choisir', nl: 'Kiezen' },
  'PickupUi.ChooseNamed': { fr: 'Choisir {0}', nl: '{0} kiezen' },
  'PickupUi.Chosen': { fr: 'Choisi', nl: 'Gekozen' },
  'PickupUi.Distance': { fr: '{0} km', nl: '{0} km' },
  'PickupUi.Select': { fr: 'Sélectionner ce point d’enlèvement', nl: 'Dit afhaalpunt selecteren' },
  'PickupUi.Saving': { fr: 'Enregistrement…', nl: 'Opslaan…' },
  'PickupUi.SelectHint': {
    fr: 'Choisissez un point d’enlèvement dans la liste ou sur la carte.',
    nl: 'Kies een afhaalpunt in de lijst of op de kaart.',
  },
  'PickupUi.SelectedHint': { fr: 'Point choisi : {0}', nl: 'Gekozen punt: {0}' },
  'PickupUi.MapLabel': { fr: 'Carte des points d’enlèvement', nl: 'Kaart van de afhaalpunten' },
  'PickupUi.Phone': { fr: 'Téléphone : {0}', nl: 'Telefoon: {0}' },
  'PickupUi.Cancel': { fr: 'Annuler', nl: 'Annuleren' },
  'PickupUi.Unavailable': {
    fr: 'Impossible d’ouvrir la recherche de points d’enlèvement pour ce mode de livraison.',
    nl: 'Het zoeken naar afhaalpunten is niet mogelijk voor deze verzendwijze.',
  },
  'PickupUi.Retry': { fr: 'Réessayer', nl: 'Opnieuw proberen' },
  'PickupUi.BackToCart': { fr: 'Retour au panier', nl: 'Terug naar het winkelmandje' },
};
