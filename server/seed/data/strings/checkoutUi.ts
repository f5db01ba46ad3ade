import type { Translations } from '../strings';

/** One-step checkout, address pickers and form, card drop-in, order confirmation (client texts). */
export const checkoutUiStrings: Translations = {
  // 001 §8 "Error catalogue" address form failure 'An error has occured' (the spec's key, spelling kept).
  'Manager.AnErrorHasOccured': {
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    nl: 'Er is een fout opgetreden. Probeer het opnieuw.',
  },
  'Forms.Required': { fr: 'Ce champ est obligatoire.', nl: 'Dit veld is verplicht.' },
  'Forms.TooLong': { fr: 'Ce texte est trop long.', nl: 'Deze tekst is te lang.' },
  'Forms.Invalid': { fr: 'Cette valeur n’est pas valide.', nl: 'Deze waarde is ongeldig.' },

  'CheckoutPage.Title': { fr: 'Finaliser la commande', nl: 'Bestelling afronden' },
  'CheckoutPage.BackToCart': { fr: 'Retour au panier', nl: 'Terug naar het winkelmandje' },
  'CheckoutPage.EmptyCart': {
    fr: 'Votre panier est vide : il n’y a rien à commander.',
    nl: 'Uw winkelmandje is leeg: er valt niets te bestellen.',
  },
  'CheckoutPage.ContinueShopping': { fr: 'Continuer mes achats', nl: 'Verder winkelen' },
  'CheckoutPage.SignInRequired': {
    fr: 'Connectez-vous pour finaliser votre commande. Votre panier vous attend.',
    nl: 'Meld u aan om uw bestelling af te ronden. Uw winkelmandje blijft bewaard.',
  },
  'CheckoutPage.SignIn': { fr: 'Se connecter', nl: 'Aanmelden' },
  'CheckoutPage.Addresses': { fr: 'Adresses', nl: 'Adressen' },
  'CheckoutPage.BillingAddress': { fr: 'Adresse de facturation', nl: 'Factuuradres' },
  'CheckoutPage.ShippingAddress': { fr: 'Adresse de livraison', nl: 'Leveringsadres' },
  'CheckoutPage.SameAddress': {
    fr: 'Livrer à l’adresse de facturation',
    nl: 'Leveren op het factuuradres',
  },
  'CheckoutPage.BillingCountry': { fr: 'Pays de facturation : {0}', nl: 'Factuurland: {0}' },
  'CheckoutPage.ShippingCountry': { fr: 'Pays de livraison : {0}', nl: 'Leveringsland: {0}' },
  'CheckoutPage.BillingRequired': {
    fr: 'Choisissez une adresse de facturation.',
    nl: 'Kies een factuuradres.',
  },
  'CheckoutPage.ShippingRequired': {
    fr: 'Choisissez une adresse de livraison.',
    nl: 'Kies een leveringsadres.',
  },
  'CheckoutPage.Vat': { fr: 'Numéro de TVA (facultatif)', nl: 'Btw-nummer (optioneel)' },
  'CheckoutPage.VatHint': {
    fr: 'Pour une société de l’Union européenne, par ex. BE0403019261.',
    nl: 'Voor een bedrijf in de Europese Unie, bv. BE0403019261.',
  },
  'CheckoutPage.VatValid': { fr: 'Numéro de TVA valide.', nl: 'Geldig btw-nummer.' },
  'CheckoutPage.ShippingMethod': { fr: 'Mode de livraison', nl: 'Verzendwijze' },
  'CheckoutPage.ShippingMethodRequired': {
    fr: 'Choisissez un mode de livraison.',
    nl: 'Kies een verzendwijze.',
  },
  'CheckoutPage.NoShippingMethod': {
    fr: 'Aucun mode de livraison ne dessert ce pays.',
    nl: 'Geen enkele verzendwijze levert in dit land.',
  },
  'CheckoutPage.ShippingFree': { fr: 'Gratuit', nl: 'Gratis' },
  'CheckoutPage.ShippingDetails': { fr: 'En savoir plus sur « {0} »', nl: 'Meer over ‘{0}’' },
  'CheckoutPage.Summary': { fr: 'Récapitulatif', nl: 'Overzicht' },
  'CheckoutPage.Items': { fr: 'Articles', nl: 'Artikelen' },
  'CheckoutPage.Discount': { fr: 'Réduction', nl: 'Korting' },
  'CheckoutPage.DiscountCode': { fr: 'Réduction ({0})', nl: 'Korting ({0})' },
  'CheckoutPage.Shipping': { fr: 'Livraison', nl: 'Verzending' },
  'CheckoutPage.VatRate': { fr: 'dont TVA {0} % ({1})', nl: 'waarvan btw {0} % ({1})' },
  'CheckoutPage.VatExempt': {
    fr: 'TVA : autoliquidation par le client',
    nl: 'Btw: verlegd naar de klant',
  },
  'CheckoutPage.Total': { fr: 'Total TVAC', nl: 'Totaal incl. btw' },
  'CheckoutPage.AcceptTerms': {
    fr: 'J’accepte les conditions générales de vente',
    nl: 'Ik aanvaard de algemene verkoopvoorwaarden',
  },
  'CheckoutPage.TermsRequired': {
    fr: 'Acceptez les conditions générales de vente pour commander.',
    nl: 'Aanvaard de algemene verkoopvoorwaarden om te bestellen.',
  },
  'CheckoutPage.PlaceOrder': { fr: 'Payer et commander', nl: 'Betalen en bestellen' },
  'CheckoutPage.Paying': { fr: 'Paiement en cours…', nl: 'Betaling bezig…' },
  'CheckoutPage.CartUpdating': {
    fr: 'Mise à jour des montants…',
    nl: 'De bedragen worden bijgewerkt…',
  },
  'CheckoutPage.CartChanged': {
    fr: 'Votre panier a changé entre-temps. Vérifiez le récapitulatif puis validez à nouveau.',
    nl: 'Uw winkelmandje is intussen gewijzigd. Controleer het overzicht en bevestig opnieuw.',
  },

  'CardPayment.Title': { fr: 'Paiement par carte', nl: 'Betalen met kaart' },
  'CardPayment.HolderName': { fr: 'Titulaire de la carte', nl: 'Naam van de kaarthouder' },
  'CardPayment.Number': { fr: 'Numéro de carte', nl: 'Kaartnummer' },
  'CardPayment.BrandIs': { fr: 'Carte {0}', nl: '{0}-kaart' },
  'CardPayment.BrandVisa': { fr: 'Visa', nl: 'Visa' },
  'CardPayment.BrandMastercard': { fr: 'Mastercard', nl: 'Mastercard' },
  'CardPayment.BrandAmex': { fr: 'American Express', nl: 'American Express' },
  'CardPayment.BrandBancontact': { fr: 'Bancontact', nl: 'Bancontact' },
  'CardPayment.Expiry': { fr: 'Date d’expiration (MM/AA)', nl: 'Vervaldatum (MM/JJ)' },
  'CardPayment.ExpiryPlaceholder': { fr: 'MM/AA', nl: 'MM/JJ' },
  'CardPayment.Cvc': { fr: 'Code de sécurité (CVC)', nl: 'Beveiligingscode (CVC)' },
  'CardPayment.BillingAddress': {
    fr: 'Adresse de facturation de la carte',
    nl: 'Factuuradres van de kaart',
  },
  'CardPayment.NumberInvalid': {
    fr: 'Un numéro de carte compte de 12 à 19 chiffres.',
    nl: 'Een kaartnummer telt 12 tot 19 cijfers.',
  },
  'CardPayment.NumberLuhn': {
    fr: 'Ce numéro de carte n’est pas valide : vérifiez les chiffres.',
    nl: 'Dit kaartnummer is ongeldig: controleer de cijfers.',
  },
  'CardPayment.ExpiryInvalid': {
    fr: 'Indiquez le mois et l’année au format MM/AA.',
    nl: 'Geef maand en jaar op in de vorm MM/JJ.',
  },
  'CardPayment.Expired': { fr: 'Cette carte est expirée.', nl: 'Deze kaart is vervallen.' },
  'CardPayment.CvcInvalid': {
    fr: 'Le code de sécurité compte 3 chiffres (4 pour American Express).',
    nl: 'De beveiligingscode telt 3 cijfers (4 voor American Express).',
  },
  'CardPayment.SandboxHint': {
    fr: 'Paiement de test : la carte {0} est acceptée, la carte {1} est refusée (toute date future, CVC de 3 chiffres).',
    nl: 'Testbetaling: kaart {0} wordt aanvaard, kaart {1} wordt geweigerd (elke toekomstige datum, CVC van 3 cijfers).',
  },

  'AddressPicker.NoAddress': {
    fr: 'Aucune adresse enregistrée pour l’instant.',
    nl: 'Nog geen adres opgeslagen.',
  },
  'AddressPicker.AddBilling': {
    fr: 'Ajouter une adresse de facturation',
    nl: 'Een factuuradres toevoegen',
  },
  'AddressPicker.AddShipping': {
    fr: 'Ajouter une adresse de livraison',
    nl: 'Een leveringsadres toevoegen',
  },
  'AddressPicker.NewBillingTitle': {
    fr: 'Nouvelle adresse de facturation',
    nl: 'Nieuw factuuradres',
  },
  'AddressPicker.NewShippingTitle': {
    fr: 'Nouvelle adresse de livraison',
    nl: 'Nieuw leveringsadres',
  },
  'AddressPicker.Edit': { fr: 'Modifier', nl: 'Wijzigen' },
  'AddressPicker.EditAddress': { fr: 'Modifier l’adresse {0}', nl: 'Adres {0} wijzigen' },
  'AddressPicker.EditTitle': { fr: 'Modifier l’adresse', nl: 'Adres wijzigen' },

  'AddressForm.Title': { fr: 'Adresse', nl: 'Adres' },
  'AddressForm.AddressType': { fr: 'Utiliser cette adresse pour', nl: 'Dit adres gebruiken voor' },
  'AddressForm.TypeBilling': { fr: 'La facturation', nl: 'Facturatie' },
  'AddressForm.TypeShipping': { fr: 'La livraison', nl: 'Levering' },
  'AddressForm.TypeBoth': { fr: 'Les deux', nl: 'Beide' },
  'AddressForm.AccountType': { fr: 'Vous commandez en tant que', nl: 'U bestelt als' },
  'AddressForm.AccountPrivate': { fr: 'Particulier', nl: 'Particulier' },
  'AddressForm.AccountCompany': { fr: 'Société', nl: 'Bedrijf' },
  'AddressForm.FirstName': { fr: 'Prénom', nl: 'Voornaam' },
  'AddressForm.LastName': { fr: 'Nom', nl: 'Achternaam' },
  'AddressForm.CompanyName': { fr: 'Nom de la société', nl: 'Bedrijfsnaam' },
  'AddressForm.Street1': { fr: 'Rue', nl: 'Straat' },
  'AddressForm.HouseNumber': { fr: 'Numéro', nl: 'Huisnummer' },
  'AddressForm.BoxNumber': { fr: 'Boîte', nl: 'Bus' },
  'AddressForm.PostalCode': { fr: 'Code postal', nl: 'Postcode' },
  'AddressForm.City': { fr: 'Localité', nl: 'Gemeente' },
  'AddressForm.Country': { fr: 'Pays', nl: 'Land' },
  'AddressForm.ChooseCountry': { fr: 'Choisissez un pays', nl: 'Kies een land' },
  'AddressForm.Vat': { fr: 'Numéro de TVA de la société', nl: 'Btw-nummer van het bedrijf' },
  'AddressForm.VatHint': {
    fr: 'Facultatif. Avec ou sans le préfixe du pays, par ex. BE0403019261.',
    nl: 'Optioneel. Met of zonder landprefix, bv. BE0403019261.',
  },
  'AddressForm.VatFormat': {
    fr: 'Ce numéro de TVA n’a pas la forme attendue pour ce pays.',
    nl: 'Dit btw-nummer heeft niet de verwachte vorm voor dit land.',
  },
  'AddressForm.VatChecksum': {
    fr: 'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas.',
    nl: 'Dit btw-nummer bestaat niet: de controlecijfers kloppen niet.',
  },
  'AddressForm.Phone': { fr: 'Téléphone (facultatif)', nl: 'Telefoon (optioneel)' },
  'AddressForm.PhoneInvalid': {
    fr: 'Un numéro de téléphone ne contient que des chiffres, espaces et + ( ) . / -',
    nl: 'Een telefoonnummer bevat alleen cijfers, spaties en + ( ) . / -',
  },
  'AddressForm.Save': { fr: 'Enregistrer l’adresse', nl: 'Adres opslaan' },

  'OrderConfirmation.Title': { fr: 'Merci pour votre commande', nl: 'Bedankt voor uw bestelling' },
  'OrderConfirmation.ThankYou': {
    fr: 'Votre paiement est accepté et votre commande est enregistrée.',
    nl: 'Uw betaling is aanvaard en uw bestelling is geregistreerd.',
  },
  'OrderConfirmation.Number': { fr: 'Numéro de commande :', nl: 'Bestelnummer:' },
  'OrderConfirmation.PlacedOn': { fr: 'Passée le {0}', nl: 'Geplaatst op {0}' },
  'OrderConfirmation.Lines': { fr: 'Articles commandés', nl: 'Bestelde artikelen' },
  'OrderConfirmation.Product': { fr: 'Produit', nl: 'Product' },
  'OrderConfirmation.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'OrderConfirmation.LineTotal': { fr: 'Total', nl: 'Totaal' },
  'OrderConfirmation.Vat': { fr: 'dont TVA', nl: 'waarvan btw' },
  'OrderConfirmation.Payment': { fr: 'Paiement', nl: 'Betaling' },
};
