import type { Translations } from '../strings';

/** Pickup search, server side (issue 17): M1, M2 and the reverse lookup's messages. */
export const pickupStrings: Translations = {
  'Pickup.SelectPickupPoint': { fr: 'Choisir un point d’enlèvement', nl: 'Kies een afhaalpunt' },
  'Pickup.CarrierNotFound': {
    fr: 'Ce transporteur ne propose pas de points d’enlèvement.',
    nl: 'Deze vervoerder biedt geen afhaalpunten aan.',
  },
  'Pickup.MethodNotFound': {
    fr: 'Ce mode de livraison ne livre pas en point d’enlèvement.',
    nl: 'Deze verzendwijze levert niet in een afhaalpunt.',
  },
  'Pickup.MethodNotOfCarrier': {
    fr: 'Ce mode de livraison ne livre pas aux points de ce transporteur.',
    nl: 'Deze verzendwijze levert niet in de afhaalpunten van deze vervoerder.',
  },
  'Pickup.CarrierMismatch': {
    fr: 'Ce transporteur n’est pas celui de ce mode de livraison.',
    nl: 'Deze vervoerder hoort niet bij deze verzendwijze.',
  },
  'Pickup.CountryNotServed': {
    fr: 'Ce mode de livraison ne livre pas dans ce pays.',
    nl: 'Deze verzendwijze levert niet in dit land.',
  },
  'Pickup.CoordinatesTogether': {
    fr: 'Indiquez la latitude et la longitude ensemble.',
    nl: 'Geef de breedtegraad en de lengtegraad samen op.',
  },
  'Pickup.PostalCodeInvalid': {
    fr: 'Ce code postal n’est pas valable pour ce pays.',
    nl: 'Deze postcode is niet geldig voor dit land.',
  },
  'Pickup.PlaceRequired': {
    fr: 'Indiquez un code postal, une localité ou une adresse.',
    nl: 'Geef een postcode, een gemeente of een adres op.',
  },
  'Pickup.PlaceNotFound': {
    fr: 'Nous ne trouvons pas cet endroit. Vérifiez le code postal ou la localité.',
    nl: 'We vinden deze plaats niet. Controleer de postcode of de gemeente.',
  },
  'Pickup.ProviderUnavailable': {
    fr: 'Le service du transporteur ne répond pas. Réessayez dans quelques instants.',
    nl: 'De dienst van de vervoerder antwoordt niet. Probeer het zo dadelijk opnieuw.',
  },
  'Pickup.NoPlaceNearby': {
    fr: 'Aucune localité connue à proximité de cet endroit.',
    nl: 'Geen gekende gemeente in de buurt van deze plaats.',
  },
};
