import type { Translations } from '../strings';

/**
 * Birth lists shared by link (issue 16, ours): the share switch, the shared list page, a guest's
 * gift to the cart, and the refusals when the gift is no longer wanted.
 */
export const wishlistGiftsStrings: Translations = {
  'WishlistGifts.ShareTitle': { fr: 'Partager la liste', nl: 'De lijst delen' },
  'WishlistGifts.ShareSwitch': { fr: 'Partager cette liste', nl: 'Deze lijst delen' },
  'WishlistGifts.ShareHint': {
    fr: 'Toute personne qui a ce lien peut voir la liste et offrir un cadeau, sans compte.',
    nl: 'Iedereen met deze link kan de lijst bekijken en een cadeau geven, zonder account.',
  },
  'WishlistGifts.ShareLink': { fr: 'Lien de partage', nl: 'Deellink' },
  'WishlistGifts.CopyLink': { fr: 'Copier le lien', nl: 'Link kopiëren' },
  'WishlistGifts.LinkCopied': { fr: 'Lien copié.', nl: 'Link gekopieerd.' },
  'WishlistGifts.CopyFailed': {
    fr: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
    nl: 'De link kon niet worden gekopieerd: selecteer en kopieer hem zelf.',
  },
  'WishlistGifts.SharingOn': {
    fr: 'La liste est partagée : envoyez le lien à vos proches.',
    nl: 'De lijst is gedeeld: stuur de link naar uw naasten.',
  },
  'WishlistGifts.SharingOff': {
    fr: 'La liste n’est plus partagée : l’ancien lien ne fonctionne plus.',
    nl: 'De lijst wordt niet meer gedeeld: de oude link werkt niet meer.',
  },
  'WishlistGifts.ListNotFound': {
    fr: 'Cette liste est introuvable.',
    nl: 'Deze lijst werd niet gevonden.',
  },
  'WishlistGifts.SharedNotFound': {
    fr: 'Cette liste n’est pas (ou plus) partagée. Demandez un nouveau lien à ses parents.',
    nl: 'Deze lijst wordt niet (meer) gedeeld. Vraag de ouders om een nieuwe link.',
  },
  'WishlistGifts.ItemNotFound': {
    fr: 'Cet article ne fait plus partie de la liste.',
    nl: 'Dit artikel staat niet meer op de lijst.',
  },
  'WishlistGifts.QuantityInvalid': {
    fr: 'La quantité doit être un nombre entier entre 1 et {0}.',
    nl: 'Het aantal moet een geheel getal tussen 1 en {0} zijn.',
  },
  'WishlistGifts.NothingLeft': {
    fr: '« {0} » a déjà été offert en entier : merci !',
    nl: '‘{0}’ werd al volledig geschonken: bedankt!',
  },
  'WishlistGifts.OnlyLeft': {
    fr: 'Il ne reste que {0} × « {1} » à offrir.',
    nl: 'Er blijft nog maar {0} × ‘{1}’ te geven.',
  },
  'WishlistGifts.OnlyLeftHeld': {
    fr: 'Il ne reste que {0} × « {1} » à offrir de plus : votre panier en contient déjà {2} comme cadeau.',
    nl: 'Er blijft nog maar {0} × ‘{1}’ extra te geven: uw winkelmandje bevat er al {2} als cadeau.',
  },
  'WishlistGifts.Added': {
    fr: '« {0} » est dans votre panier comme cadeau.',
    nl: '‘{0}’ zit als cadeau in uw winkelmandje.',
  },
  'WishlistGifts.JustGiven': {
    fr: '« {0} » vient d’être offert par quelqu’un d’autre : il a été retiré de votre panier et rien ne vous a été débité.',
    nl: '‘{0}’ werd net door iemand anders geschonken: het werd uit uw winkelmandje gehaald en er werd niets aangerekend.',
  },
  'WishlistGifts.Title': { fr: 'Liste de {0}', nl: 'Lijst van {0}' },
  'WishlistGifts.Intro': {
    fr: 'Choisissez un cadeau : il est compté dès que votre commande est payée.',
    nl: 'Kies een cadeau: het wordt meegeteld zodra uw bestelling betaald is.',
  },
  'WishlistGifts.OwnList': {
    fr: 'C’est votre liste : voici ce que vos proches voient.',
    nl: 'Dit is uw lijst: zo zien uw naasten hem.',
  },
  'WishlistGifts.StillWanted': {
    fr: 'Encore {0} sur {1} souhaité(s)',
    nl: 'Nog {0} van {1} gewenst',
  },
  'WishlistGifts.QuantityRange': {
    fr: 'Entrez un nombre entier, de 1 jusqu’à ce qui est encore souhaité.',
    nl: 'Geef een geheel getal in, van 1 tot wat nog gewenst is.',
  },
  'WishlistGifts.Given': { fr: 'Offert, merci !', nl: 'Geschonken, bedankt!' },
  'WishlistGifts.Unavailable': {
    fr: 'Momentanément indisponible',
    nl: 'Tijdelijk niet beschikbaar',
  },
  'WishlistGifts.Quantity': { fr: 'Quantité à offrir', nl: 'Aantal om te geven' },
  'WishlistGifts.ShowName': {
    fr: 'Dire à {0} que ce cadeau vient de moi',
    nl: '{0} laten weten dat dit cadeau van mij komt',
  },
  'WishlistGifts.Offer': { fr: 'Offrir ce cadeau', nl: 'Dit cadeau geven' },
  'WishlistGifts.Empty': {
    fr: 'Cette liste est encore vide.',
    nl: 'Deze lijst is nog leeg.',
  },
  'WishlistGifts.PhotoOf': { fr: 'Photo : {0}', nl: 'Foto: {0}' },
};
