import type { Translations } from '../strings';

/** Maps: the map widget, the map area's states, the place search box (issue 17). */
export const mapsStrings: Translations = {
  'Maps.MapLabel': { fr: 'Carte', nl: 'Kaart' },
  'Maps.Loading': { fr: 'Chargement de la carte…', nl: 'De kaart wordt geladen…' },
  'Maps.Unavailable': {
    fr: 'La carte n’est pas disponible pour le moment. La liste reste utilisable.',
    nl: 'De kaart is momenteel niet beschikbaar. De lijst blijft bruikbaar.',
  },
  'Maps.NeedsConsent': {
    fr: 'La carte est fournie par Google Maps, qui dépose des cookies marketing. Autorisez les cookies marketing pour l’afficher.',
    nl: 'De kaart wordt geleverd door Google Maps, dat marketingcookies plaatst. Sta marketingcookies toe om ze te tonen.',
  },
  'Maps.ManageCookies': { fr: 'Gérer les cookies', nl: 'Cookies beheren' },
  'Maps.LoadFailed': {
    fr: 'La carte n’a pas pu être chargée. Vérifiez votre connexion internet puis rechargez la page.',
    nl: 'De kaart kon niet worden geladen. Controleer uw internetverbinding en laad de pagina opnieuw.',
  },
  'Maps.WidgetError': {
    fr: 'Cette carte est mal configurée et ne peut pas être affichée.',
    nl: 'Deze kaart is verkeerd ingesteld en kan niet worden getoond.',
  },
  'Maps.UseMyLocation': { fr: 'Me localiser', nl: 'Mijn locatie' },
  'Maps.GeolocationUnsupported': {
    fr: 'Votre navigateur ne permet pas de vous localiser. Tapez une adresse, un code postal ou une ville.',
    nl: 'Uw browser kan uw locatie niet bepalen. Typ een adres, postcode of gemeente.',
  },
  'Maps.PlaceNotFound': {
    fr: 'Ce lieu n’a pas pu être trouvé. Essayez un code postal ou une ville.',
    nl: 'Deze plaats werd niet gevonden. Probeer een postcode of gemeente.',
  },
  'Maps.SearchHint': {
    fr: 'Tapez au moins {0} caractères d’un code postal ou d’une ville.',
    nl: 'Typ minstens {0} tekens van een postcode of gemeente.',
  },
  'Maps.NoPlaceFound': {
    fr: 'Aucune localité ne correspond.',
    nl: 'Geen enkele gemeente komt overeen.',
  },
};
