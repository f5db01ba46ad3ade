import type { Translations } from '../strings';

/** Refund requests (P12): the request page, staff's page, the server's refusals and the mails. */
export const refundsStrings: Translations = {
  // Server refusals.
  'Refunds.OrderNotFound': {
    fr: 'Cette commande est introuvable.',
    nl: 'Deze bestelling werd niet gevonden.',
  },
  'Refunds.NotFound': {
    fr: 'Cette demande de remboursement est introuvable.',
    nl: 'Deze terugbetalingsaanvraag werd niet gevonden.',
  },
  'Refunds.ReasonRequired': {
    fr: 'Indiquez la raison de la demande.',
    nl: 'Geef de reden van de aanvraag op.',
  },
  'Refunds.LineNotInOrder': {
    fr: 'Cette ligne ne fait pas partie de la commande.',
    nl: 'Deze regel hoort niet bij de bestelling.',
  },
  'Refunds.LineTwice': {
    fr: 'La ligne « {0} » est demandée deux fois.',
    nl: 'De regel ‘{0}’ wordt twee keer gevraagd.',
  },
  'Refunds.QuantityTooHigh': {
    fr: 'Pour « {0} », vous pouvez demander au plus {1} pièce(s).',
    nl: 'Voor ‘{0}’ kunt u hoogstens {1} stuk(s) aanvragen.',
  },
  'Refunds.AmountMismatch': {
    fr: 'Le montant de « {0} » est le prix unitaire TTC × la quantité : {1}.',
    nl: 'Het bedrag van ‘{0}’ is de eenheidsprijs incl. btw × de hoeveelheid: {1}.',
  },
  'Refunds.NothingToRefund': {
    fr: 'Ces lignes n’ont rien à rembourser.',
    nl: 'Deze regels hebben niets terug te betalen.',
  },
  'Refunds.AlreadyRefused': {
    fr: 'Cette demande a déjà été refusée.',
    nl: 'Deze aanvraag werd al geweigerd.',
  },
  'Refunds.AlreadyRefunded': {
    fr: 'Cette demande a déjà été remboursée.',
    nl: 'Deze aanvraag werd al terugbetaald.',
  },
  'Refunds.AlreadyApproved': {
    fr: 'Cette demande a déjà été approuvée.',
    nl: 'Deze aanvraag werd al goedgekeurd.',
  },
  'Refunds.NothingLeftToRefund': {
    fr: 'Tout ce que la commande a payé a déjà été remboursé.',
    nl: 'Alles wat de bestelling betaalde, werd al terugbetaald.',
  },
  'Refunds.ProviderUnreachable': {
    fr: 'Le prestataire de paiement ne répond pas : la demande reste approuvée (la part prépayée est rendue). Réessayez plus tard ; rien ne sera remboursé deux fois.',
    nl: 'De betaalprovider antwoordt niet: de aanvraag blijft goedgekeurd (het prepaid deel is teruggegeven). Probeer later opnieuw; niets wordt twee keer terugbetaald.',
  },
  'Refunds.ProviderRefused': {
    fr: 'Le prestataire de paiement a refusé le remboursement : {0}',
    nl: 'De betaalprovider weigerde de terugbetaling: {0}',
  },
  'Payment.RefundTooLarge': {
    fr: 'Le remboursement dépasse ce qui reste du paiement.',
    nl: 'De terugbetaling is groter dan wat van de betaling overblijft.',
  },
  'Payment.IdempotencyMismatch': {
    fr: 'Cette clé a déjà servi pour un autre montant.',
    nl: 'Deze sleutel werd al voor een ander bedrag gebruikt.',
  },

  // The request page.
  'Refunds.Title': { fr: 'Demande de remboursement', nl: 'Terugbetalingsaanvraag' },
  'Refunds.Heading': {
    fr: 'Remboursement de la commande {0}',
    nl: 'Terugbetaling van bestelling {0}',
  },
  'Refunds.Intro': {
    fr: 'Choisissez les articles et les quantités à rembourser, puis indiquez la raison.',
    nl: 'Kies de artikelen en de hoeveelheden om terug te betalen en geef de reden op.',
  },
  'Refunds.Product': { fr: 'Article', nl: 'Artikel' },
  'Refunds.UnitPrice': { fr: 'Prix unitaire TTC', nl: 'Eenheidsprijs incl. btw' },
  'Refunds.Bought': { fr: 'Acheté', nl: 'Gekocht' },
  'Refunds.Quantity': { fr: 'Quantité à rembourser', nl: 'Terug te betalen hoeveelheid' },
  'Refunds.QuantityOf': {
    fr: 'Quantité à rembourser pour {0} (au plus {1})',
    nl: 'Terug te betalen hoeveelheid voor {0} (hoogstens {1})',
  },
  'Refunds.Amount': { fr: 'Montant', nl: 'Bedrag' },
  'Refunds.TotalItems': { fr: 'Articles', nl: 'Artikelen' },
  'Refunds.TotalAmount': { fr: 'Montant total', nl: 'Totaal bedrag' },
  'Refunds.Reason': { fr: 'Raison', nl: 'Reden' },
  'Refunds.Photos': { fr: 'Photos (facultatif)', nl: 'Foto’s (optioneel)' },
  'Refunds.PhotosHelp': {
    fr: 'Jusqu’à {0} photos de l’article ou de son emballage ; glissez-les pour changer leur ordre.',
    nl: 'Tot {0} foto’s van het artikel of de verpakking; sleep ze om de volgorde te wijzigen.',
  },
  'Refunds.TooManyPhotos': {
    fr: 'Trop de photos : retirez-en quelques-unes.',
    nl: 'Te veel foto’s: verwijder er enkele.',
  },
  'Refunds.PhotosOf': { fr: 'Photos de la demande', nl: 'Foto’s bij de aanvraag' },
  'Refunds.Submit': { fr: 'Demander le remboursement', nl: 'Terugbetaling aanvragen' },
  'Refunds.Sent': {
    fr: 'Votre demande de remboursement est envoyée.',
    nl: 'Uw terugbetalingsaanvraag is verzonden.',
  },
  'Refunds.QuantityInvalid': {
    fr: 'Indiquez un nombre entier entre 0 et {0}.',
    nl: 'Geef een geheel getal tussen 0 en {0} op.',
  },
  'Refunds.NoLineChosen': {
    fr: 'Choisissez au moins un article à rembourser.',
    nl: 'Kies minstens één artikel om terug te betalen.',
  },
  'Refunds.CreditTakenBack': {
    fr: 'Rembourser ce crédit reprend {0} de votre solde prépayé par pièce.',
    nl: 'Dit tegoed terugbetalen neemt per stuk {0} terug van uw prepaid saldo.',
  },
  'Refunds.Staff.CreditBack': {
    fr: 'Approuver reprend {0} de crédit prépayé au client.',
    nl: 'Goedkeuren neemt {0} prepaid tegoed terug van de klant.',
  },
  'Refunds.Staff.CreditSpent': {
    fr: 'Le client a déjà dépensé une partie de ce crédit : l’approbation sera refusée. Refusez la demande en expliquant pourquoi.',
    nl: 'De klant heeft al een deel van dit tegoed uitgegeven: goedkeuren wordt geweigerd. Weiger de aanvraag en leg uit waarom.',
  },
  'Refunds.NothingLeft': {
    fr: 'Tous les articles de cette commande ont déjà été demandés.',
    nl: 'Alle artikelen van deze bestelling werden al aangevraagd.',
  },
  'Refunds.History': { fr: 'Vos demandes', nl: 'Uw aanvragen' },
  'Refunds.NoRequests': {
    fr: 'Aucune demande de remboursement pour cette commande.',
    nl: 'Geen terugbetalingsaanvragen voor deze bestelling.',
  },
  'Refunds.RequestOf': { fr: 'Demande du {0}', nl: 'Aanvraag van {0}' },
  'Refunds.StatusLabel': { fr: 'Statut', nl: 'Status' },
  'Refunds.Status.requested': { fr: 'Demandé', nl: 'Aangevraagd' },
  'Refunds.Status.approved': { fr: 'Approuvé', nl: 'Goedgekeurd' },
  'Refunds.Status.refused': { fr: 'Refusé', nl: 'Geweigerd' },
  'Refunds.Status.refunded': { fr: 'Remboursé', nl: 'Terugbetaald' },
  'Refunds.BackToOrder': { fr: 'Retour à la commande', nl: 'Terug naar de bestelling' },
  'Refunds.LoadFailed': {
    fr: 'Les remboursements n’ont pas pu être chargés.',
    nl: 'De terugbetalingen konden niet geladen worden.',
  },

  // Staff page.
  'Refunds.Staff.Title': { fr: 'Remboursements', nl: 'Terugbetalingen' },
  'Refunds.Staff.Filter': { fr: 'Statut affiché', nl: 'Getoonde status' },
  'Refunds.Staff.All': { fr: 'Tous', nl: 'Alle' },
  'Refunds.Staff.Empty': { fr: 'Aucune demande.', nl: 'Geen aanvragen.' },
  'Refunds.Staff.Order': { fr: 'Commande', nl: 'Bestelling' },
  'Refunds.Staff.Customer': { fr: 'Client', nl: 'Klant' },
  'Refunds.Staff.CustomerReason': { fr: 'Raison du client', nl: 'Reden van de klant' },
  'Refunds.Staff.Approve': { fr: 'Approuver et rembourser', nl: 'Goedkeuren en terugbetalen' },
  'Refunds.Staff.Retry': { fr: 'Réessayer le remboursement', nl: 'Terugbetaling opnieuw proberen' },
  'Refunds.Staff.Refuse': { fr: 'Refuser', nl: 'Weigeren' },
  'Refunds.Staff.RefuseReason': {
    fr: 'Raison du refus pour la demande {0}',
    nl: 'Reden van weigering voor aanvraag {0}',
  },
  'Refunds.Staff.ToCard': { fr: 'Carte : {0}', nl: 'Kaart: {0}' },
  'Refunds.Staff.ToPrepaid': { fr: 'Prépayé : {0}', nl: 'Prepaid: {0}' },
  'Refunds.Staff.Done': {
    fr: 'La demande {0} est maintenant : {1}.',
    nl: 'Aanvraag {0} is nu: {1}.',
  },

  // Mails.
  'Mail.Refund.Requested.Subject': {
    fr: 'Demande de remboursement reçue – commande {0} – {1}',
    nl: 'Terugbetalingsaanvraag ontvangen – bestelling {0} – {1}',
  },
  'Mail.Refund.Requested.Heading': {
    fr: 'Demande de remboursement reçue',
    nl: 'Terugbetalingsaanvraag ontvangen',
  },
  'Mail.Refund.Requested.Body': {
    fr: 'Nous avons bien reçu votre demande de remboursement de {1} pour la commande {0}. Nous vous écrirons dès qu’elle sera traitée.',
    nl: 'We hebben uw aanvraag om {1} terug te betalen voor bestelling {0} goed ontvangen. We schrijven u zodra ze behandeld is.',
  },
  'Mail.Refund.Approved.Subject': {
    fr: 'Remboursement approuvé – commande {0} – {1}',
    nl: 'Terugbetaling goedgekeurd – bestelling {0} – {1}',
  },
  'Mail.Refund.Approved.Heading': { fr: 'Remboursement approuvé', nl: 'Terugbetaling goedgekeurd' },
  'Mail.Refund.Approved.Body': {
    fr: 'Votre demande de remboursement de {1} pour la commande {0} est approuvée.',
    nl: 'Uw aanvraag om {1} terug te betalen voor bestelling {0} is goedgekeurd.',
  },
  'Mail.Refund.Refused.Subject': {
    fr: 'Demande de remboursement refusée – commande {0} – {1}',
    nl: 'Terugbetalingsaanvraag geweigerd – bestelling {0} – {1}',
  },
  'Mail.Refund.Refused.Heading': {
    fr: 'Demande de remboursement refusée',
    nl: 'Terugbetalingsaanvraag geweigerd',
  },
  'Mail.Refund.Refused.Body': {
    fr: 'Votre demande de remboursement de {1} pour la commande {0} n’a pas été acceptée.',
    nl: 'Uw aanvraag om {1} terug te betalen voor bestelling {0} werd niet aanvaard.',
  },
  'Mail.Refund.Refunded.Subject': {
    fr: 'Remboursement effectué – commande {0} – {1}',
    nl: 'Terugbetaling uitgevoerd – bestelling {0} – {1}',
  },
  'Mail.Refund.Refunded.Heading': { fr: 'Remboursement effectué', nl: 'Terugbetaling uitgevoerd' },
  'Mail.Refund.Refunded.Body': {
    fr: 'Nous avons remboursé {1} pour la commande {0}.',
    nl: 'We hebben {1} terugbetaald voor bestelling {0}.',
  },
  'Mail.Refund.Reason': { fr: 'Raison : {0}', nl: 'Reden: {0}' },
  'Mail.Refund.ToCard': {
    fr: 'Sur votre carte de paiement : {0}.',
    nl: 'Op uw betaalkaart: {0}.',
  },
  'Mail.Refund.ToPrepaid': {
    fr: 'Sur votre compte prépayé : {0}.',
    nl: 'Op uw prepaid rekening: {0}.',
  },
  'Mail.Refund.Lines': { fr: 'Articles concernés', nl: 'Betrokken artikelen' },
  'Mail.Refund.Amount': { fr: 'Montant', nl: 'Bedrag' },
  'Mail.Refund.Total': { fr: 'Total', nl: 'Totaal' },
  'Mail.Refund.Action': { fr: 'Voir mes remboursements', nl: 'Mijn terugbetalingen bekijken' },
  'Refunds.CreditSpent': {
    fr: 'Le client a déjà dépensé une partie du crédit prépayé que ce remboursement doit reprendre ({0} à reprendre, solde {1}) : il ne peut pas être approuvé. Refusez-le en expliquant pourquoi.',
    nl: 'De klant heeft al een deel van het prepaid tegoed uitgegeven dat deze terugbetaling moet terugnemen ({0} terug te nemen, saldo {1}): ze kan niet worden goedgekeurd. Weiger ze en leg uit waarom.',
  },
};
