/**
 * Every string resource the app and the server use, in fr and nl.
 * A jest test checks that each key called with t() in the code is here in both cultures.
 */
import { accountStrings } from './strings/account';
import { behavioursStrings } from './strings/behaviours';
import { cartStrings } from './strings/cart';
import { cartUiStrings } from './strings/cartUi';
import { checkoutStrings } from './strings/checkout';
import { checkoutUiStrings } from './strings/checkoutUi';
import { catalogStrings } from './strings/catalog';
import { catalogListStrings } from './strings/catalogList';
import { productStrings } from './strings/product';
import { searchStrings } from './strings/search';
import { consentStrings } from './strings/consent';
import { mailStrings } from './strings/mail';
import { navigationStrings } from './strings/navigation';
import { ordersStrings } from './strings/orders';
import { securityStrings } from './strings/security';
import { registerStrings } from './strings/register';
import { supportStrings } from './strings/support';
import { prepaidStrings } from './strings/prepaid';
import { refundsStrings } from './strings/refunds';
import { wishlistStrings } from './strings/wishlist';
import { wishlistClientStrings } from './strings/wishlistClient';
import { wishlistGiftsStrings } from './strings/wishlistGifts';
import { wishlistPageStrings } from './strings/wishlistPage';
import { pickupStrings } from './strings/pickup';
import { pickupUiStrings } from './strings/pickupUi';
import { mapsStrings } from './strings/maps';
import { validationStrings } from './strings/validation';
import { assetsStrings } from './strings/assets';
import { cmsFormsStrings } from './strings/cmsForms';
import { newsStrings } from './strings/news';
import { newsUiStrings } from './strings/newsUi';
import { mediaStrings } from './strings/media';
import { popupsStrings } from './strings/popups';

export type Translations = Record<string, { fr: string; nl: string }>;

const coreStrings: Translations = {
  'Core.Error': { fr: 'Erreur', nl: 'Fout' },
  'Core.NotFound': {
    fr: "La page demandée n'existe pas ou a été déplacée.",
    nl: 'De gevraagde pagina bestaat niet of is verplaatst.',
  },
  'Core.NotFoundTitle': { fr: 'Page introuvable', nl: 'Pagina niet gevonden' },
  'Core.BackHome': { fr: "Retour à l'accueil", nl: 'Terug naar de startpagina' },
  // Why a field was refused (server/plugins/errors.ts, by the schema keyword).
  'Core.Validation.OneOf': { fr: 'valeur non admise', nl: 'waarde niet toegestaan' },
  'Core.Validation.Type': { fr: 'type de valeur incorrect', nl: 'verkeerd soort waarde' },
  'Core.Validation.Range': { fr: 'valeur hors limites', nl: 'waarde buiten de grenzen' },
  'Core.Validation.Length': { fr: 'longueur incorrecte', nl: 'verkeerde lengte' },
  'Core.Validation.Format': { fr: 'format incorrect', nl: 'verkeerd formaat' },
  'Core.Validation.Required': { fr: 'valeur manquante', nl: 'waarde ontbreekt' },
  'Core.Validation.Unknown': { fr: 'champ inconnu', nl: 'onbekend veld' },
  'Core.Validation.Invalid': { fr: 'valeur non valide', nl: 'ongeldige waarde' },
  'Core.Validation.Characters': {
    fr: 'contient un caractère non admis',
    nl: 'bevat een niet-toegestaan teken',
  },
  'Core.InvalidField': {
    fr: 'Le champ « {0} » n’est pas valide.',
    nl: 'Het veld ‘{0}’ is ongeldig.',
  },
  'Core.InvalidRequest': { fr: 'La requête n’est pas valide.', nl: 'Het verzoek is ongeldig.' },
  'Core.UnknownCulture': {
    fr: 'Cette langue n’est pas disponible.',
    nl: 'Deze taal is niet beschikbaar.',
  },
  'Core.PageNotFound': { fr: 'Page introuvable.', nl: 'Pagina niet gevonden.' },
  'Core.RouteNotFound': {
    fr: 'Cette adresse n’existe pas.',
    nl: 'Dit adres bestaat niet.',
  },
  'Core.Forbidden': {
    fr: 'Votre session a expiré. Rechargez la page et réessayez.',
    nl: 'Uw sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
  },
  'Core.TooManyRequests': {
    fr: 'Trop de requêtes. Réessayez dans un instant.',
    nl: 'Te veel verzoeken. Probeer het zo meteen opnieuw.',
  },
  'Core.ServerError': {
    fr: 'Le serveur a rencontré un problème. Réessayez plus tard.',
    nl: 'De server heeft een probleem. Probeer het later opnieuw.',
  },
  // Faults: the database cannot be reached (server/plugins/errors.ts answers 503).
  'Core.ServiceUnavailable': {
    fr: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    nl: 'De dienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
  },
  'Core.ServiceUnavailableTitle': {
    fr: 'Service momentanément indisponible',
    nl: 'Dienst tijdelijk niet beschikbaar',
  },
  'Manager.UnknowsErrors': {
    fr: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
    nl: 'Er is een onverwachte fout opgetreden. Probeer het opnieuw.',
  },
  'Manager.Close': { fr: 'Fermer', nl: 'Sluiten' },
  'Manager.Cancel': { fr: 'Annuler', nl: 'Annuleren' },
  'Manager.Confirm': { fr: 'Confirmer', nl: 'Bevestigen' },
  'Manager.Loading': { fr: 'Chargement…', nl: 'Bezig met laden…' },
  'Manager.Reload': { fr: 'Recharger la page', nl: 'Pagina opnieuw laden' },
  'Manager.ChunkLoadError': {
    fr: 'Une partie de la page n’a pas pu être chargée. Vérifiez votre connexion puis rechargez.',
    nl: 'Een deel van de pagina kon niet worden geladen. Controleer uw verbinding en laad opnieuw.',
  },
  'Manager.WidgetLoadError': {
    fr: 'Ce contenu n’a pas pu être chargé.',
    nl: 'Deze inhoud kon niet worden geladen.',
  },
  'Manager.Notices': { fr: 'Notifications', nl: 'Meldingen' },
  'Security.LoginTitle': { fr: 'Connexion', nl: 'Aanmelden' },
  'Security.LoginRequired': {
    fr: 'Vous devez être connecté pour continuer.',
    nl: 'U moet aangemeld zijn om verder te gaan.',
  },
  'Layout.SkipToContent': { fr: 'Aller au contenu', nl: 'Naar de inhoud' },
  'Layout.SkipToConsent': { fr: 'Aller au choix des cookies', nl: 'Naar de cookiekeuze' },
  'Layout.MainNavigation': { fr: 'Navigation principale', nl: 'Hoofdnavigatie' },
  'Layout.FooterNavigation': { fr: 'Liens utiles', nl: 'Nuttige links' },
  'Layout.OpenMenu': { fr: 'Ouvrir le menu', nl: 'Menu openen' },
  'Layout.CloseMenu': { fr: 'Fermer le menu', nl: 'Menu sluiten' },
  'Layout.Language': { fr: 'Langue', nl: 'Taal' },
  'Layout.Home': { fr: 'Accueil', nl: 'Home' },
  'Layout.Tagline': {
    fr: 'Votre boutique en ligne, en français et en néerlandais.',
    nl: 'Uw webwinkel, in het Nederlands en het Frans.',
  },
  'Layout.Copyright': { fr: '© {0} {1}. Tous droits réservés.', nl: '© {0} {1}. Alle rechten voorbehouden.' },
  'Cultures.fr': { fr: 'Français', nl: 'Frans' },
  'Cultures.nl': { fr: 'Néerlandais', nl: 'Nederlands' },
  'Cultures.SwitchTo.fr': { fr: 'Voir le site en français', nl: 'De site in het Frans bekijken' },
  'Cultures.SwitchTo.nl': {
    fr: 'Voir le site en néerlandais',
    nl: 'De site in het Nederlands bekijken',
  },
};

/** One table per feature (strings/*.ts) so features add their texts side by side. */
export const strings: Translations = {
  ...coreStrings,
  ...navigationStrings,
  ...consentStrings,
  ...supportStrings,
  ...prepaidStrings,
  ...refundsStrings,
  ...wishlistStrings,
  ...wishlistClientStrings,
  ...wishlistGiftsStrings,
  ...wishlistPageStrings,
  ...pickupStrings,
  ...pickupUiStrings,
  ...mapsStrings,
  ...validationStrings,
  ...assetsStrings,
  ...cmsFormsStrings,
  ...newsStrings,
  ...newsUiStrings,
  ...mediaStrings,
  ...popupsStrings,
  ...securityStrings,
  ...accountStrings,
  ...registerStrings,
  ...behavioursStrings,
  ...catalogStrings,
  ...catalogListStrings,
  ...productStrings,
  ...searchStrings,
  ...cartStrings,
  ...cartUiStrings,
  ...checkoutStrings,
  ...checkoutUiStrings,
  ...mailStrings,
  ...ordersStrings,
};
