import type { Translations } from '../strings';

/** Orders after the sale (issue 15): P3, P6, P10, P13, the detail and invoice, staff settling. */
export const ordersStrings: Translations = {
  // Server messages
  'Orders.StatusPaid': { fr: 'Payée', nl: 'Betaald' },
  'Orders.StatusShipped': { fr: 'Expédiée', nl: 'Verzonden' },
  'Orders.StatusRefunded': { fr: 'Remboursée', nl: 'Terugbetaald' },
  'Orders.StatusPartlyRefunded': { fr: 'Remboursée en partie', nl: 'Gedeeltelijk terugbetaald' },
  'Orders.StatusCancelled': { fr: 'Annulée', nl: 'Geannuleerd' },
  'Orders.StatusAddressChanged': {
    fr: 'Adresse de livraison modifiée',
    nl: 'Leveringsadres gewijzigd',
  },
  'Orders.StatusUpdated': { fr: 'Mise à jour', nl: 'Bijgewerkt' },
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
  'Orders.PickupOrderAddress': {
    fr: 'Cette commande est livrée dans un point d’enlèvement : son adresse de livraison ne peut pas être changée.',
    nl: 'Deze bestelling wordt aan een afhaalpunt geleverd: het leveringsadres kan niet gewijzigd worden.',
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
  // Pages (client)
  'Orders.DetailTitle': { fr: 'Ma commande', nl: 'Mijn bestelling' },
  'Orders.StaffTitle': { fr: 'Commandes (équipe)', nl: 'Bestellingen (team)' },
  'Orders.NoOrders': {
    fr: 'Vous n’avez pas encore passé de commande.',
    nl: 'U hebt nog geen bestelling geplaatst.',
  },
  'Orders.Pages': { fr: 'Pages des commandes', nl: 'Pagina’s van de bestellingen' },
  'Orders.Number': { fr: 'Numéro', nl: 'Nummer' },
  'Orders.Date': { fr: 'Date', nl: 'Datum' },
  'Orders.Status': { fr: 'Statut', nl: 'Status' },
  'Orders.Total': { fr: 'Total', nl: 'Totaal' },
  'Orders.ItemCount': { fr: 'Articles', nl: 'Artikelen' },
  'Orders.BackToList': { fr: 'Retour à mes commandes', nl: 'Terug naar mijn bestellingen' },
  'Orders.PrintInvoice': { fr: 'Imprimer la facture', nl: 'Factuur afdrukken' },
  'Orders.InvoiceTitle': { fr: 'Facture de la commande {0}', nl: 'Factuur van bestelling {0}' },
  'Orders.PlacedOn': { fr: 'Passée le {0}', nl: 'Geplaatst op {0}' },
  'Orders.Lines': { fr: 'Articles commandés', nl: 'Bestelde artikelen' },
  'Orders.Item': { fr: 'Article', nl: 'Artikel' },
  'Orders.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'Orders.UnitPrice': { fr: 'Prix unitaire', nl: 'Eenheidsprijs' },
  'Orders.VatRate': { fr: 'Taux de TVA', nl: 'Btw-tarief' },
  'Orders.LineTotal': { fr: 'Total de la ligne', nl: 'Totaal van de regel' },
  'Orders.ReorderLine': { fr: 'Commander à nouveau', nl: 'Opnieuw bestellen' },
  'Orders.ReorderAll': { fr: 'Tout commander à nouveau', nl: 'Alles opnieuw bestellen' },
  'Orders.NoLongerSoldShort': { fr: 'Plus en vente', nl: 'Niet meer te koop' },
  'Orders.ReorderAdded': {
    fr: 'Ajouté à votre panier au prix du jour (panier : {0} article(s), {1}) :',
    nl: 'Toegevoegd aan uw winkelmandje tegen de prijs van vandaag (mandje: {0} artikel(en), {1}):',
  },
  'Orders.ReorderAddedLine': { fr: '{0} × {1} à {2}', nl: '{0} × {1} aan {2}' },
  'Orders.ReorderNotAdded': {
    fr: 'Ces articles n’ont pas pu être ajoutés :',
    nl: 'Deze artikelen konden niet worden toegevoegd:',
  },
  'Orders.ItemsTotal': { fr: 'Articles', nl: 'Artikelen' },
  'Orders.Discount': { fr: 'Réduction', nl: 'Korting' },
  'Orders.DiscountCode': { fr: 'Réduction (code {0})', nl: 'Korting (code {0})' },
  'Orders.Shipping': { fr: 'Livraison', nl: 'Levering' },
  'Orders.VatTotal': { fr: 'Dont TVA', nl: 'Waarvan btw' },
  'Orders.VatPerRate': { fr: 'TVA par taux', nl: 'Btw per tarief' },
  'Orders.VatBase': { fr: 'Base', nl: 'Basis' },
  'Orders.VatAmount': { fr: 'TVA', nl: 'Btw' },
  'Orders.ReverseCharge': {
    fr: 'Autoliquidation : TVA due par le cocontractant (article 196 de la directive 2006/112/CE).',
    nl: 'Verlegging van heffing: btw verschuldigd door de medecontractant (artikel 196 van richtlijn 2006/112/EG).',
  },
  'Orders.CustomerVat': { fr: 'Numéro de TVA du client : {0}.', nl: 'Btw-nummer van de klant: {0}.' },
  'Orders.BillingAddress': { fr: 'Adresse de facturation', nl: 'Factuuradres' },
  'Orders.ShippingAddress': { fr: 'Adresse de livraison', nl: 'Leveringsadres' },
  'Orders.ShippingMethod': { fr: 'Mode de livraison : {0}', nl: 'Leveringswijze: {0}' },
  'Orders.PickupPoint': { fr: 'Point d’enlèvement : {0}', nl: 'Afhaalpunt: {0}' },
  'Orders.Payment': { fr: 'Paiement', nl: 'Betaling' },
  'Orders.PaidByCardPart': { fr: '{0} : {1}', nl: '{0}: {1}' },
  'Orders.PaidPrepaidPart': { fr: 'Compte prépayé : {0}', nl: 'Prepaidrekening: {0}' },
  'Orders.History': { fr: 'Historique', nl: 'Geschiedenis' },
  'Orders.RequestRefund': { fr: 'Demander un remboursement', nl: 'Terugbetaling aanvragen' },
  'Orders.ChangeDeliveryAddress': {
    fr: 'Changer l’adresse de livraison',
    nl: 'Leveringsadres wijzigen',
  },
  'Orders.DeliveryChangeSent': {
    fr: 'Demande de changement d’adresse envoyée',
    nl: 'Aanvraag tot adreswijziging verstuurd',
  },
  'Orders.PickDeliveryAddress': {
    fr: 'Livrer à cette adresse de votre carnet',
    nl: 'Leveren op dit adres uit uw adresboek',
  },
  'Orders.PickDeliveryAddressRequired': {
    fr: 'Choisissez une adresse.',
    nl: 'Kies een adres.',
  },
  'Orders.NoDeliveryAddress': {
    fr: 'Votre carnet n’a pas d’adresse de livraison. Ajoutez-en une dans « Mes adresses ».',
    nl: 'Uw adresboek heeft geen leveringsadres. Voeg er een toe in ‘Mijn adressen’.',
  },
  'Orders.SendDeliveryChange': { fr: 'Envoyer la demande', nl: 'Aanvraag versturen' },
  'Orders.YourCodes': { fr: 'Vos codes promo', nl: 'Uw kortingscodes' },
  'Orders.NoCodes': {
    fr: 'Aucun code promo ne vous a été attribué.',
    nl: 'Er werd u geen kortingscode toegekend.',
  },
  'Orders.CodeNotUsable': { fr: 'Plus valable', nl: 'Niet meer geldig' },
  // Staff
  'Orders.StaffRequestsTitle': {
    fr: 'Demandes de changement d’adresse de livraison',
    nl: 'Aanvragen tot wijziging van het leveringsadres',
  },
  'Orders.StaffNoRequests': { fr: 'Aucune demande en attente.', nl: 'Geen aanvragen in afwachting.' },
  'Orders.CurrentAddress': { fr: 'Adresse actuelle', nl: 'Huidig adres' },
  'Orders.RequestedAddress': { fr: 'Adresse demandée', nl: 'Gevraagd adres' },
  'Orders.Apply': { fr: 'Appliquer', nl: 'Toepassen' },
  'Orders.Refuse': { fr: 'Refuser', nl: 'Weigeren' },
  'Orders.RequestApplied': {
    fr: 'La commande {0} sera livrée à la nouvelle adresse.',
    nl: 'Bestelling {0} wordt op het nieuwe adres geleverd.',
  },
  'Orders.RequestRefused': {
    fr: 'La demande pour la commande {0} est refusée.',
    nl: 'De aanvraag voor bestelling {0} is geweigerd.',
  },
  'Orders.MarkShippedTitle': { fr: 'Marquer une commande expédiée', nl: 'Een bestelling als verzonden markeren' },
  'Orders.MarkShipped': { fr: 'Marquer expédiée', nl: 'Als verzonden markeren' },
  'Orders.MarkedShipped': { fr: 'La commande {0} est expédiée.', nl: 'Bestelling {0} is verzonden.' },
  'Orders.NumberInvalid': {
    fr: 'Un numéro de commande ressemble à VT-2026-000123.',
    nl: 'Een bestelnummer ziet eruit als VT-2026-000123.',
  },
};
