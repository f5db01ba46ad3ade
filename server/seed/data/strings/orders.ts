import type { Translations } from '../strings';

/** Orders after the sale (issue 15): P3, P6, P10, P13, the detail and invoice, staff settling. */
export const ordersStrings: Translations = {
  // Server messages
  'Orders.StatusPaid': { fr: 'Payée', nl: 'Betaald' },
  'Orders.StatusShipped': { fr: 'Expédiée', nl: 'Verzonden' },
  'Orders.StatusRefunded': { fr: 'Remboursée', nl: 'Terugbetaald' },
  'Orders.StatusCancelled': { fr: 'Annulée', nl: 'Geannuleerd' },
  'Orders.StatusAddressChanged': {
    fr: 'Adresse de livraison modifiée',
    nl: 'Leveringsadres gewijzigd',
  },
  'Orders.PaymentCard': { fr: 'Carte bancaire', nl: 'Bankkaart' },
  'Orders.NoLongerSold': {
    fr: 'Cet article n’est plus en vente.',
    nl: 'Dit artikel is niet meer te koop.',
  },
  'Orders.LineNotFound': {
    fr: 'Cette ligne de commande est introuvable.',
    nl: 'Deze bestelregel werd niet gevonden.',
  },
  'Orders.AlreadyShipped': {
    fr: 'Cette commande est déjà expédiée : son adresse de livraison ne peut plus changer.',
    nl: 'Deze bestelling is al verzonden: het leveringsadres kan niet meer wijzigen.',
  },
  'Orders.RequestPending': {
    fr: 'Une demande de changement d’adresse attend déjà notre réponse pour cette commande.',
    nl: 'Voor deze bestelling wacht al een aanvraag tot adreswijziging op ons antwoord.',
  },
  'Orders.OtherCountry': {
    fr: 'La nouvelle adresse doit être dans le même pays : les frais de livraison et la TVA ont été calculés pour celui-ci.',
    nl: 'Het nieuwe adres moet in hetzelfde land liggen: verzendkosten en btw werden voor dat land berekend.',
  },
  'Orders.DeliveryRequestSent': {
    fr: 'Votre demande de changement d’adresse de livraison est envoyée. Nous vous répondrons rapidement.',
    nl: 'Uw aanvraag tot wijziging van het leveringsadres is verstuurd. Wij antwoorden u snel.',
  },
  'Orders.RequestNotFound': {
    fr: 'Cette demande est introuvable.',
    nl: 'Deze aanvraag werd niet gevonden.',
  },
  'Orders.RequestSettled': {
    fr: 'Cette demande a déjà été traitée.',
    nl: 'Deze aanvraag werd al behandeld.',
  },
  'Orders.CannotShip': {
    fr: 'Seule une commande payée et pas encore expédiée peut être marquée expédiée.',
    nl: 'Alleen een betaalde, nog niet verzonden bestelling kan als verzonden worden gemarkeerd.',
  },
  'Orders.CustomerNotFound': {
    fr: 'Ce client est introuvable.',
    nl: 'Deze klant werd niet gevonden.',
  },
};
