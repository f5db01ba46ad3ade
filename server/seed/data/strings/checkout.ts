import type { Translations } from '../strings';

/** Checkout server messages (K9, K10, K14, K15, sandbox card provider). */
export const checkoutStrings: Translations = {
  // K9 VAT check
  'Checkout.VatRequired': {
    fr: 'Saisissez un numéro de TVA.',
    nl: 'Vul een btw-nummer in.',
  },
  'Checkout.VatMalformed': {
    fr: 'Un numéro de TVA ne contient que des lettres, des chiffres, des espaces, des points et des tirets.',
    nl: 'Een btw-nummer bevat alleen letters, cijfers, spaties, punten en streepjes.',
  },
  'Checkout.VatInvalidFormat': {
    fr: 'Ce numéro de TVA n’a pas la forme d’un numéro de TVA de {0}.',
    nl: 'Dit btw-nummer heeft niet de vorm van een btw-nummer uit {0}.',
  },
  'Checkout.VatInvalidChecksum': {
    fr: 'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas. Vérifiez-le.',
    nl: 'Dit btw-nummer bestaat niet: de controlecijfers kloppen niet. Kijk het na.',
  },
  'Checkout.VatNotChecked': {
    fr: 'Nous ne pouvons pas vérifier les numéros de TVA de {0} : il sera contrôlé avec votre commande.',
    nl: 'Wij kunnen btw-nummers uit {0} niet controleren: het wordt met uw bestelling nagekeken.',
  },
  'Checkout.VatNotRegistered': {
    fr: 'Ce numéro de TVA n’est pas enregistré auprès du service européen VIES.',
    nl: 'Dit btw-nummer is niet geregistreerd bij de Europese dienst VIES.',
  },
  'Checkout.VatServiceUnreachable': {
    fr: 'Le service européen VIES n’a pas pu être joint : seuls les chiffres de contrôle du numéro ont été vérifiés.',
    nl: 'De Europese dienst VIES was niet bereikbaar: alleen de controlecijfers van het nummer zijn nagekeken.',
  },
  'Checkout.VatCustomerMismatch': {
    fr: 'Vous ne pouvez vérifier un numéro de TVA que pour votre propre compte.',
    nl: 'U kunt een btw-nummer alleen voor uw eigen account controleren.',
  },
  'Checkout.CountryNotFound': {
    fr: 'Ce pays n’existe pas dans notre boutique.',
    nl: 'Dit land bestaat niet in onze winkel.',
  },
  // K15 order submit
  'Checkout.CartEmpty': {
    fr: 'Votre panier est vide : ajoutez un article avant de commander.',
    nl: 'Uw winkelmandje is leeg: voeg een artikel toe voor u bestelt.',
  },
  'Checkout.CartChanged': {
    fr: 'Votre panier a changé pendant que vous commandiez. Vérifiez les montants puis confirmez à nouveau.',
    nl: 'Uw winkelmandje is gewijzigd terwijl u bestelde. Kijk de bedragen na en bevestig opnieuw.',
  },
  'Checkout.AlreadyOrdered': {
    fr: 'Ce panier a déjà été commandé et payé : c’est la commande {0}. Rien d’autre ne vous a été débité.',
    nl: 'Dit winkelmandje is al besteld en betaald: het is bestelling {0}. Er werd niets anders aangerekend.',
  },
  'Checkout.PaymentUnderWay': {
    fr: 'Le paiement de ce panier est déjà en cours. Attendez sa confirmation : rien ne vous sera débité deux fois.',
    nl: 'De betaling van dit winkelmandje is al bezig. Wacht op de bevestiging: er wordt niets twee keer aangerekend.',
  },
  'Checkout.CouponNoLongerValid': {
    fr: 'Le code promo {0} ne peut plus servir pour cette commande : {1} La commande n’est pas passée et rien ne vous a été débité. Vérifiez le nouveau total et confirmez à nouveau.',
    nl: 'De kortingscode {0} kan niet meer voor deze bestelling dienen: {1} De bestelling is niet geplaatst en er werd niets aangerekend. Kijk het nieuwe totaal na en bevestig opnieuw.',
  },
  'Checkout.VatChanged': {
    fr: 'Le numéro de TVA modifie les montants de votre commande. Vérifiez-les puis confirmez à nouveau.',
    nl: 'Het btw-nummer wijzigt de bedragen van uw bestelling. Kijk ze na en bevestig opnieuw.',
  },
  'Checkout.AddressNotFound': {
    fr: 'Cette adresse n’existe pas dans votre carnet d’adresses.',
    nl: 'Dit adres staat niet in uw adresboek.',
  },
  'Checkout.AddressWrongType': {
    fr: 'Cette adresse ne peut pas servir ici : choisissez une adresse de facturation ou de livraison selon le cas.',
    nl: 'Dit adres kan hier niet dienen: kies een factuur- of leveringsadres naargelang het geval.',
  },
  'Checkout.ShippingAddressRequired': {
    fr: 'Choisissez une adresse de livraison.',
    nl: 'Kies een leveringsadres.',
  },
  'Checkout.CountryNotShippable': {
    fr: 'Nous ne livrons pas en {0}.',
    nl: 'Wij leveren niet in {0}.',
  },
  'Checkout.ShippingMethodNotFound': {
    fr: 'Ce mode de livraison n’est pas disponible.',
    nl: 'Deze verzendwijze is niet beschikbaar.',
  },
  'Checkout.ShippingMethodCountry': {
    fr: 'Ce mode de livraison ne dessert pas {0} : choisissez-en un autre.',
    nl: 'Deze verzendwijze levert niet in {0}: kies een andere.',
  },
  'Checkout.ShippingCountryDiffers': {
    fr: 'Votre adresse de livraison est en {0} : choisissez ce pays de livraison pour recalculer les montants, puis confirmez.',
    nl: 'Uw leveringsadres ligt in {0}: kies dat leveringsland om de bedragen te herberekenen en bevestig dan.',
  },
  'Checkout.ShippingMethodDiffers': {
    fr: 'Le mode de livraison choisi n’est pas celui de votre panier. Choisissez-le à nouveau puis confirmez.',
    nl: 'De gekozen verzendwijze is niet die van uw winkelmandje. Kies ze opnieuw en bevestig dan.',
  },
  // Issue 17: a pickup method needs the point chosen in the cart (K8).
  'Checkout.PickupPointRequired': {
    fr: 'Choisissez d’abord votre point d’enlèvement dans le panier, puis confirmez.',
    nl: 'Kies eerst uw afhaalpunt in het winkelmandje en bevestig dan.',
  },
  'Checkout.PickupPointMethodDiffers': {
    fr: 'Votre point d’enlèvement a été choisi pour un autre mode de livraison : choisissez-le à nouveau puis confirmez.',
    nl: 'Uw afhaalpunt werd voor een andere verzendwijze gekozen: kies het opnieuw en bevestig dan.',
  },
  'Checkout.StockRanOut': {
    fr: 'Il ne reste que {1} pièce(s) de « {0} » : adaptez la quantité puis confirmez à nouveau.',
    nl: 'Er zijn nog maar {1} stuk(s) van ‘{0}’: pas de hoeveelheid aan en bevestig opnieuw.',
  },
  // K10 / K14 addresses
  'Addresses.NotFound': {
    fr: 'Cette adresse n’existe pas dans votre carnet d’adresses.',
    nl: 'Dit adres staat niet in uw adresboek.',
  },
  'Addresses.FieldRequired': {
    fr: 'Le champ « {0} » est obligatoire.',
    nl: 'Het veld ‘{0}’ is verplicht.',
  },
  'Addresses.Label.FirstName': { fr: 'Prénom', nl: 'Voornaam' },
  'Addresses.Label.LastName': { fr: 'Nom', nl: 'Achternaam' },
  'Addresses.Label.CompanyName': { fr: 'Société', nl: 'Bedrijf' },
  'Addresses.Label.Street': { fr: 'Rue', nl: 'Straat' },
  'Addresses.Label.HouseNumber': { fr: 'Numéro', nl: 'Huisnummer' },
  'Addresses.Label.PostalCode': { fr: 'Code postal', nl: 'Postcode' },
  'Addresses.Label.City': { fr: 'Localité', nl: 'Gemeente' },
  'Addresses.Label.Country': { fr: 'Pays', nl: 'Land' },
  'Addresses.CountryNotFound': {
    fr: 'Choisissez un pays de la liste.',
    nl: 'Kies een land uit de lijst.',
  },
  'Addresses.CountryNotShippable': {
    fr: 'Nous ne livrons pas en {0} : cette adresse ne peut servir que pour la facturation.',
    nl: 'Wij leveren niet in {0}: dit adres kan alleen als factuuradres dienen.',
  },
  'Addresses.IdMismatch': {
    fr: 'Le formulaire ne correspond pas à l’adresse modifiée. Rechargez la page.',
    nl: 'Het formulier hoort niet bij het gewijzigde adres. Laad de pagina opnieuw.',
  },
  /** Abbreviation before a box number in an address line. */
  'Addresses.Box': { fr: 'bte', nl: 'bus' },
  // Sandbox card provider
  'Payment.CardNumberInvalid': {
    fr: 'Ce numéro de carte n’est pas valide. Vérifiez les chiffres saisis.',
    nl: 'Dit kaartnummer is ongeldig. Kijk de ingevulde cijfers na.',
  },
  'Payment.CardExpired': {
    fr: 'Cette date d’expiration est dépassée ou n’est pas valide.',
    nl: 'Deze vervaldatum is verstreken of ongeldig.',
  },
  'Payment.CvcInvalid': {
    fr: 'Le code de sécurité compte 3 chiffres (4 pour American Express).',
    nl: 'De beveiligingscode telt 3 cijfers (4 voor American Express).',
  },
  'Payment.HolderRequired': {
    fr: 'Indiquez le nom du titulaire de la carte.',
    nl: 'Vul de naam van de kaarthouder in.',
  },
  'Payment.BillingAddressRequired': {
    fr: 'Indiquez l’adresse de facturation de la carte.',
    nl: 'Vul het factuuradres van de kaart in.',
  },
  'Payment.MethodNotFound': {
    fr: 'Cette carte n’est plus disponible pour le paiement. Saisissez-la à nouveau.',
    nl: 'Deze kaart is niet meer beschikbaar voor betaling. Vul ze opnieuw in.',
  },
  'Payment.MethodUsed': {
    fr: 'Cette carte a déjà servi à un paiement. Saisissez-la à nouveau.',
    nl: 'Deze kaart is al voor een betaling gebruikt. Vul ze opnieuw in.',
  },
  'Payment.ChargeNotFound': {
    fr: 'Ce paiement n’existe pas.',
    nl: 'Deze betaling bestaat niet.',
  },
  'Payment.NotRefundable': {
    fr: 'Ce paiement ne peut pas être remboursé.',
    nl: 'Deze betaling kan niet worden terugbetaald.',
  },
  'Payment.ProviderUnauthorized': {
    fr: 'Clé marchand manquante ou incorrecte.',
    nl: 'Handelaarssleutel ontbreekt of is onjuist.',
  },
  'Payment.Succeeded': { fr: 'Paiement accepté.', nl: 'Betaling aanvaard.' },
  'Payment.Declined.CardDeclined': {
    fr: 'Votre banque a refusé le paiement. Utilisez une autre carte.',
    nl: 'Uw bank heeft de betaling geweigerd. Gebruik een andere kaart.',
  },
  'Payment.Declined.InsufficientFunds': {
    fr: 'Le solde de la carte est insuffisant. Utilisez une autre carte.',
    nl: 'Het saldo van de kaart is ontoereikend. Gebruik een andere kaart.',
  },
  'Payment.Declined.TestModeUnknownCard': {
    fr: 'Paiement de test : cette carte n’est pas une carte de test. Utilisez 4242 4242 4242 4242.',
    nl: 'Testbetaling: deze kaart is geen testkaart. Gebruik 4242 4242 4242 4242.',
  },
  'Payment.Declined.Generic': {
    fr: 'Le paiement a été refusé. Utilisez une autre carte.',
    nl: 'De betaling is geweigerd. Gebruik een andere kaart.',
  },
  'Payment.ServiceUnreachable': {
    fr: 'Le service de paiement ne répond pas. Rien n’a été débité : réessayez dans quelques minutes.',
    nl: 'De betaaldienst antwoordt niet. Er is niets afgeschreven: probeer het over enkele minuten opnieuw.',
  },
  // Order confirmation
  'Orders.NotFound': {
    fr: 'Cette commande n’existe pas.',
    nl: 'Deze bestelling bestaat niet.',
  },
  'Orders.PaidWithCard': {
    fr: 'Payée par carte {0} (référence {1}).',
    nl: 'Betaald met kaart {0} (referentie {1}).',
  },
  'Orders.PaidByCard': {
    fr: 'Payée par carte (référence {0}).',
    nl: 'Betaald met kaart (referentie {0}).',
  },
};
