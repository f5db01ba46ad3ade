import type { Translations } from '../strings';

/** Prepaid accounts (issue 15: P7, P8, the prepaid page, prepaid at checkout, the mails). */
export const prepaidStrings: Translations = {
  'Sales.QuantityIsMandatory': {
    fr: 'La quantité est obligatoire.',
    nl: 'Het aantal is verplicht.',
  },
  'Prepaid.TypeNotFound': {
    fr: 'Ce crédit prépayé n’est plus en vente.',
    nl: 'Dit prepaid tegoed is niet meer te koop.',
  },
  'Prepaid.CustomerNotFound': {
    fr: 'Ce client est introuvable.',
    nl: 'Deze klant werd niet gevonden.',
  },
  'Prepaid.AccountNotFound': {
    fr: 'Ce compte prépayé est introuvable.',
    nl: 'Deze prepaid rekening werd niet gevonden.',
  },
  'Prepaid.EuroOnly': {
    fr: 'Un compte prépayé ne paie que les paniers en euros.',
    nl: 'Een prepaid rekening betaalt alleen winkelmandjes in euro.',
  },
  'Prepaid.BalanceEmpty': {
    fr: 'Ce compte prépayé est vide.',
    nl: 'Deze prepaid rekening is leeg.',
  },
  'Prepaid.NotForCredit': {
    fr: 'Un compte prépayé ne paie pas du crédit prépayé : payez ce crédit par carte.',
    nl: 'Met een prepaid rekening betaalt u geen prepaid tegoed: betaal dit tegoed met een kaart.',
  },
  'Prepaid.BalanceChanged': {
    fr: 'Le solde de votre compte prépayé a changé entre-temps : la commande n’est pas passée et rien ne vous a été débité. Vérifiez le solde et réessayez.',
    nl: 'Het saldo van uw prepaid rekening is intussen veranderd: de bestelling is niet geplaatst en er werd niets aangerekend. Kijk het saldo na en probeer opnieuw.',
  },
  'Checkout.PaymentMethodRequired': {
    fr: 'Saisissez votre carte : votre compte prépayé ne couvre pas tout le montant.',
    nl: 'Vul uw kaart in: uw prepaid rekening dekt niet het hele bedrag.',
  },
  'Orders.PaidWithPrepaid': {
    fr: 'Payé avec votre compte prépayé : {0}',
    nl: 'Betaald met uw prepaid rekening: {0}',
  },
  'Orders.PaidWithPrepaidAndCard': {
    fr: 'Payé avec votre compte prépayé : {0} ; le reste : {1}',
    nl: 'Betaald met uw prepaid rekening: {0}; de rest: {1}',
  },
  'Prepaid.Movement.Purchase': { fr: 'Achat de crédit (commande {0})', nl: 'Aankoop van tegoed (bestelling {0})' },
  'Prepaid.Movement.Order': { fr: 'Commande {0}', nl: 'Bestelling {0}' },
  'Prepaid.Movement.Refund': { fr: 'Remboursement (commande {0})', nl: 'Terugbetaling (bestelling {0})' },
  'Prepaid.Movement.Reversal': { fr: 'Crédit repris (remboursement de la commande {0})', nl: 'Tegoed teruggenomen (terugbetaling van bestelling {0})' },
  'Prepaid.Movement.Staff': { fr: 'Crédit ajouté par la boutique', nl: 'Tegoed toegevoegd door de winkel' },
  'Mail.OrderConfirmation.PaidPrepaid': {
    fr: 'Payé avec le compte prépayé',
    nl: 'Betaald met de prepaid rekening',
  },
  'Mail.OrderConfirmation.PaidCard': { fr: 'Payé par carte', nl: 'Betaald met kaart' },
  'Mail.PrepaidLowBalance.Subject': {
    fr: 'Le solde de votre {0} est bas',
    nl: 'Het saldo van uw {0} is laag',
  },
  'Mail.PrepaidLowBalance.Heading': { fr: 'Solde bas', nl: 'Laag saldo' },
  'Mail.PrepaidLowBalance.Body': {
    fr: 'Il reste {1} sur votre {0}, moins que {2}. Vous pouvez le recharger sur votre page de comptes prépayés.',
    nl: 'Er staat nog {1} op uw {0}, minder dan {2}. U kunt het opladen op uw pagina met prepaid rekeningen.',
  },
  'Mail.PrepaidLowBalance.Action': { fr: 'Voir mes comptes prépayés', nl: 'Mijn prepaid rekeningen bekijken' },
  'Mail.PrepaidLowBalance.Footer': {
    fr: 'Vous recevez ce message parce que vous avez demandé à être prévenu du solde de votre compte prépayé chez {0}.',
    nl: 'U ontvangt dit bericht omdat u gevraagd hebt verwittigd te worden over het saldo van uw prepaid rekening bij {0}.',
  },
  // The prepaid page and the checkout's choice (client)
  'Prepaid.Title': { fr: 'Comptes prépayés', nl: 'Prepaid rekeningen' },
  'Prepaid.NoAccount': {
    fr: 'Vous n’avez pas encore de compte prépayé : achetez du crédit ci-dessous.',
    nl: 'U hebt nog geen prepaid rekening: koop hieronder tegoed.',
  },
  'Prepaid.Balance': { fr: 'Solde : {0}', nl: 'Saldo: {0}' },
  'Prepaid.Notify': {
    fr: 'M’avertir par e-mail quand le solde passe sous {0}',
    nl: 'Mij per e-mail verwittigen wanneer het saldo onder {0} zakt',
  },
  'Prepaid.Movements': { fr: 'Mouvements', nl: 'Bewegingen' },
  'Prepaid.NoMovements': { fr: 'Aucun mouvement.', nl: 'Geen bewegingen.' },
  'Prepaid.Date': { fr: 'Date', nl: 'Datum' },
  'Prepaid.Description': { fr: 'Description', nl: 'Omschrijving' },
  'Prepaid.Amount': { fr: 'Montant', nl: 'Bedrag' },
  'Prepaid.BalanceAfter': { fr: 'Solde après', nl: 'Saldo na' },
  'Prepaid.Buy': { fr: 'Acheter du crédit', nl: 'Tegoed kopen' },
  'Prepaid.Type': { fr: 'Crédit', nl: 'Tegoed' },
  'Prepaid.TypeOption': { fr: '{0} — {1} de crédit pour {2}', nl: '{0} — {1} tegoed voor {2}' },
  'Prepaid.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'Prepaid.AddToCart': { fr: 'Ajouter au panier', nl: 'In winkelmandje' },
  'Prepaid.PageOf': { fr: 'Page {0} sur {1}', nl: 'Pagina {0} van {1}' },
  'Prepaid.Previous': { fr: 'Page précédente', nl: 'Vorige pagina' },
  'Prepaid.Next': { fr: 'Page suivante', nl: 'Volgende pagina' },
  'Prepaid.LoadError': {
    fr: 'Vos comptes prépayés n’ont pas pu être chargés.',
    nl: 'Uw prepaid rekeningen konden niet geladen worden.',
  },
  'Prepaid.Checkout.Legend': { fr: 'Payer avec un compte prépayé', nl: 'Betalen met een prepaid rekening' },
  'Prepaid.Checkout.None': { fr: 'Ne pas utiliser de compte prépayé', nl: 'Geen prepaid rekening gebruiken' },
  'Prepaid.Checkout.Account': { fr: '{0} (solde {1})', nl: '{0} (saldo {1})' },
  'Prepaid.Checkout.Covers': {
    fr: 'Votre compte prépayé paie tout le montant : aucun paiement par carte.',
    nl: 'Uw prepaid rekening betaalt het hele bedrag: geen kaartbetaling.',
  },
  'Prepaid.Checkout.Partly': {
    fr: 'Votre compte prépayé paie {0} ; le reste par carte.',
    nl: 'Uw prepaid rekening betaalt {0}; de rest met kaart.',
  },
  'Prepaid.Confirmation.Prepaid': { fr: 'Payé avec le compte prépayé', nl: 'Betaald met de prepaid rekening' },
  'Prepaid.Confirmation.Card': { fr: 'Payé par carte', nl: 'Betaald met kaart' },
  'Prepaid.Staff.Title': { fr: 'Crédit prépayé des clients', nl: 'Prepaid tegoed van klanten' },
  'Prepaid.Staff.Customer': { fr: 'Client', nl: 'Klant' },
  'Prepaid.Staff.Placeholder': {
    fr: 'Adresse e-mail ou nom du client',
    nl: 'E-mailadres of naam van de klant',
  },
  'Prepaid.Staff.TypeMore': { fr: 'Tapez au moins {0} caractères.', nl: 'Typ minstens {0} tekens.' },
  'Prepaid.Staff.NoCustomer': { fr: 'Aucun client trouvé.', nl: 'Geen klant gevonden.' },
  'Prepaid.Staff.CustomerRequired': { fr: 'Choisissez un client.', nl: 'Kies een klant.' },
  'Prepaid.Staff.TypeOption': { fr: '{0} — {1} de crédit', nl: '{0} — {1} tegoed' },
  'Prepaid.Staff.Add': { fr: 'Ajouter le crédit', nl: 'Tegoed toevoegen' },
  'Prepaid.Staff.Done': { fr: 'Crédit ajouté pour {0} :', nl: 'Tegoed toegevoegd voor {0}:' },
  'Prepaid.Staff.Chosen': { fr: '{0} choisi.', nl: '{0} gekozen.' },
  'Prepaid.Staff.OptionOf': { fr: '{0}, {1} sur {2}', nl: '{0}, {1} van {2}' },
  'Prepaid.Staff.Results': { fr: '{0} client(s) trouvé(s)', nl: '{0} klant(en) gevonden' },
};
