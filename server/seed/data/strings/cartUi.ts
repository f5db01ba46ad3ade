import type { Translations } from '../strings';

/** Cart page, cart widget, add-to-cart dialog, coupon, currency and sales-tax widgets (client texts). */
export const cartUiStrings: Translations = {
  // Add-to-cart confirmation (001 §4 "States and transitions").
  'ShoppingCarts.AddedTitle': { fr: 'Article ajouté au panier', nl: 'Artikel toegevoegd' },
  'ShoppingCarts.AddedMessage': {
    fr: 'L’article a bien été ajouté à votre panier.',
    nl: 'Het artikel is aan uw winkelmandje toegevoegd.',
  },
  'ShoppingCarts.ContinueShopping': { fr: 'Continuer mes achats', nl: 'Verder winkelen' },
  'ShoppingCarts.GoToBasket': { fr: 'Voir mon panier', nl: 'Naar mijn winkelmandje' },
  // Cart widget (header).
  'ShoppingCarts.WidgetLabelOne': { fr: 'Panier, {0} article', nl: 'Winkelmandje, {0} artikel' },
  'ShoppingCarts.WidgetLabel': {
    fr: 'Panier, {0} articles',
    nl: 'Winkelmandje, {0} artikelen',
  },
  'ShoppingCarts.WidgetLine': { fr: 'Quantité {0} – {1}', nl: 'Aantal {0} – {1}' },
  'ShoppingCarts.ViewCart': { fr: 'Voir le panier', nl: 'Bekijk winkelmandje' },
  'ShoppingCarts.EmptyCart': { fr: 'Votre panier est vide.', nl: 'Uw winkelmandje is leeg.' },
  // Cart page.
  'ShoppingCarts.Title': { fr: 'Panier', nl: 'Winkelmandje' },
  'ShoppingCarts.BackToShop': { fr: 'Retour à la boutique', nl: 'Terug naar de winkel' },
  'ShoppingCarts.Summary': { fr: 'Récapitulatif de la commande', nl: 'Overzicht van de bestelling' },
  'ShoppingCarts.Items': { fr: 'Articles du panier', nl: 'Artikelen in het winkelmandje' },
  'ShoppingCarts.Photo': { fr: 'Photo', nl: 'Foto' },
  'ShoppingCarts.Product': { fr: 'Produit', nl: 'Product' },
  'ShoppingCarts.UnitPrice': { fr: 'Prix unitaire', nl: 'Eenheidsprijs' },
  'ShoppingCarts.UnitPriceIs': { fr: 'Prix unitaire : {0}', nl: 'Eenheidsprijs: {0}' },
  'ShoppingCarts.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'ShoppingCarts.QuantityOf': { fr: 'Quantité de « {0} »', nl: 'Aantal van ‘{0}’' },
  'ShoppingCarts.LineTotal': { fr: 'Total', nl: 'Totaal' },
  'ShoppingCarts.LineTotalLabel': { fr: 'Total :', nl: 'Totaal:' },
  'ShoppingCarts.Actions': { fr: 'Actions', nl: 'Acties' },
  'ShoppingCarts.RemoveItem': { fr: 'Supprimer', nl: 'Verwijderen' },
  'ShoppingCarts.ClearProduct': {
    fr: 'Retirer toutes les variantes',
    nl: 'Alle varianten verwijderen',
  },
  'ShoppingCarts.ItemsTotal': { fr: 'Articles', nl: 'Artikelen' },
  'ShoppingCarts.Discount': { fr: 'Réduction', nl: 'Korting' },
  'ShoppingCarts.Shipping': { fr: 'Livraison', nl: 'Verzending' },
  'ShoppingCarts.VatRate': { fr: 'TVA {0} % ({1})', nl: 'Btw {0} % ({1})' },
  'ShoppingCarts.VatExempt': {
    fr: 'TVA autoliquidée (numéro de TVA valide)',
    nl: 'Btw verlegd (geldig btw-nummer)',
  },
  'ShoppingCarts.Total': { fr: 'Total TTC', nl: 'Totaal incl. btw' },
  'ShoppingCarts.Order': { fr: 'Commander', nl: 'Bestellen' },
  'ShoppingCarts.ShippingTitle': { fr: 'Livraison', nl: 'Levering' },
  'ShoppingCarts.ShippingCountry': { fr: 'Pays de livraison', nl: 'Leveringsland' },
  'ShoppingCarts.ShippingMethod': { fr: 'Mode de livraison', nl: 'Verzendwijze' },
  'ShoppingCarts.NoShippingMethod': {
    fr: 'Aucun mode de livraison ne dessert ce pays.',
    nl: 'Geen enkele verzendwijze levert in dit land.',
  },
  'ShoppingCarts.Free': { fr: 'Gratuit', nl: 'Gratis' },
  'ShoppingCarts.PostalCodeOrCity': { fr: 'Code postal ou localité', nl: 'Postcode of gemeente' },
  'ShoppingCarts.PostalCodeHint': {
    fr: 'Tapez au moins {0} caractères puis choisissez dans la liste.',
    nl: 'Typ minstens {0} tekens en kies dan uit de lijst.',
  },
  // 001 §8 "Error catalogue": the typeahead's text when nothing matches (full text not shown: ours).
  'ShoppingCarts.NoCityFound': {
    fr: 'Aucune localité ne correspond.',
    nl: 'Geen gemeente gevonden.',
  },
  // Sales-tax current country (P11).
  'SalesTaxes.CurrentCountry': { fr: 'Pays de TVA', nl: 'Btw-land' },
  // Currency widget (P5).
  'Currency.Label': { fr: 'Devise', nl: 'Munt' },
  'Currency.Current': { fr: 'Devise : {0}', nl: 'Munt: {0}' },
  'Currency.Change': { fr: 'Changer de devise', nl: 'Munt wijzigen' },
  'Currency.WarningTitle': { fr: 'Changer de devise', nl: 'Munt wijzigen' },
  'Currency.Force': { fr: 'Changer quand même', nl: 'Toch wijzigen' },
  'Currency.ChangeWarning': {
    fr: 'Ce changement de devise modifie les montants de votre panier. Continuer ?',
    nl: 'Deze muntwijziging verandert de bedragen in uw winkelmandje. Doorgaan?',
  },
  'Currency.ChangeFailed': {
    fr: 'La devise n’a pas été changée.',
    nl: 'De munt is niet gewijzigd.',
  },
  // Coupon widget (P1, P2, P4); 001 §8 "Error catalogue" keys kept as the spec names them.
  'Coupons.Title': { fr: 'Codes promo', nl: 'Kortingscodes' },
  'Coupons.Code': { fr: 'Code promo', nl: 'Kortingscode' },
  'Coupons.Apply': { fr: 'Appliquer', nl: 'Toepassen' },
  'Coupons.Remove': { fr: 'Retirer le code', nl: 'Code verwijderen' },
  'Coupons.AppliedCode': { fr: 'Code {0} appliqué', nl: 'Code {0} toegepast' },
  'Coupons.AppliedNotice': {
    fr: 'Le code promo a été appliqué à votre panier.',
    nl: 'De kortingscode is op uw winkelmandje toegepast.',
  },
  'Coupons.SeeAvailable': { fr: 'Voir les codes disponibles', nl: 'Beschikbare codes bekijken' },
  'Coupons.AvailableTitle': { fr: 'Codes promo disponibles', nl: 'Beschikbare kortingscodes' },
  'Coupons.Minimum': { fr: 'Dès {0} d’achat', nl: 'Vanaf {0} aankoop' },
  'Coupons.EndsAt': { fr: 'Valable jusqu’au {0}', nl: 'Geldig tot {0}' },
  // Why a coupon on the cart takes nothing off (rules/cart.ts COUPON_BLOCKS).
  'Coupons.Unavailable.expired': {
    fr: 'Ce code promo n’est plus valable.',
    nl: 'Deze kortingscode is niet meer geldig.',
  },
  'Coupons.Unavailable.signIn': {
    fr: 'Connectez-vous pour profiter de ce code promo.',
    nl: 'Meld u aan om deze kortingscode te gebruiken.',
  },
  'Coupons.Unavailable.subscribers': {
    fr: 'Ce code promo est réservé aux abonnés à notre lettre d’information.',
    nl: 'Deze kortingscode is voorbehouden aan wie onze nieuwsbrief ontvangt.',
  },
  'Coupons.Unavailable.firstOrder': {
    fr: 'Ce code promo est réservé à une première commande.',
    nl: 'Deze kortingscode geldt alleen voor een eerste bestelling.',
  },
  'Coupons.Unavailable.alreadyUsed': {
    fr: 'Vous avez déjà utilisé ce code promo.',
    nl: 'U hebt deze kortingscode al gebruikt.',
  },
  'Coupons.Unavailable.usedUp': {
    fr: 'Ce code promo a atteint son nombre d’utilisations.',
    nl: 'Deze kortingscode is al zo vaak gebruikt als toegestaan.',
  },
  'CouponCodes.NoCouponAvailable': {
    fr: 'Ce code promo n’est pas valable pour votre panier.',
    nl: 'Deze kortingscode is niet geldig voor uw winkelmandje.',
  },
  // 001 §8 "Error catalogue" growl 'A error has occurred' (coupon call failure).
  'Manager.AErrorHasOccurred': {
    fr: 'Une erreur s’est produite.',
    nl: 'Er is een fout opgetreden.',
  },
};
