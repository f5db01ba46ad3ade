import type { Translations } from '../strings';

/**
 * The shop's mail (server/services/mail/templates) and the outbox viewer at /dev/mail. {0} is
 * the shop's name unless said otherwise.
 */
export const mailStrings: Translations = {
  'Mail.Greeting': { fr: 'Bonjour {0},', nl: 'Beste {0},' },
  'Mail.Footer.Account': {
    fr: 'Vous recevez ce message parce qu’un compte {0} utilise cette adresse e-mail.',
    nl: 'U ontvangt dit bericht omdat een {0}-account dit e-mailadres gebruikt.',
  },
  'Mail.Footer.Order': {
    fr: 'Vous recevez ce message parce que vous avez passé une commande chez {0}.',
    nl: 'U ontvangt dit bericht omdat u een bestelling hebt geplaatst bij {0}.',
  },
  'Mail.NotYou.Ignore': {
    fr: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera.',
    nl: 'Hebt u dit niet zelf aangevraagd? Negeer dan dit bericht: er verandert niets.',
  },
  'Mail.NotYou.Secure': {
    fr: 'Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe.',
    nl: 'Was u dit niet? Kies dan meteen een nieuw wachtwoord.',
  },
  'Mail.NotYou.Action': {
    fr: 'Choisir un nouveau mot de passe',
    nl: 'Een nieuw wachtwoord kiezen',
  },

  'Mail.AccountVerification.Subject': {
    fr: 'Confirmez votre adresse e-mail pour {0}',
    nl: 'Bevestig uw e-mailadres voor {0}',
  },
  'Mail.AccountVerification.Heading': {
    fr: 'Confirmez votre adresse e-mail',
    nl: 'Bevestig uw e-mailadres',
  },
  'Mail.AccountVerification.Body': {
    fr: 'Merci d’avoir créé votre compte {0}. Confirmez votre adresse e-mail avec le lien ci-dessous.',
    nl: 'Bedankt voor het aanmaken van uw {0}-account. Bevestig uw e-mailadres met de onderstaande link.',
  },
  'Mail.RegistrationConfirm.Body': {
    fr: 'Pour terminer la création de votre compte {0}, confirmez votre adresse e-mail avec le lien ci-dessous : vous serez connecté.',
    nl: 'Bevestig uw e-mailadres met de onderstaande link om het aanmaken van uw {0}-account af te ronden: u wordt meteen aangemeld.',
  },
  'Mail.RegistrationAttempt.Subject': {
    fr: 'Une inscription avec votre adresse e-mail sur {0}',
    nl: 'Een registratie met uw e-mailadres bij {0}',
  },
  'Mail.RegistrationAttempt.Heading': {
    fr: 'Vous avez déjà un compte',
    nl: 'U hebt al een account',
  },
  'Mail.RegistrationAttempt.Body': {
    fr: 'Quelqu’un, peut-être vous, a voulu créer un compte {0} avec cette adresse e-mail. Vous en avez déjà un : connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié.',
    nl: 'Iemand, misschien uzelf, wilde een {0}-account aanmaken met dit e-mailadres. U hebt er al een: meld u aan, of kies een nieuw wachtwoord als u het vergeten bent.',
  },
  'Mail.RegistrationAttempt.LogIn': { fr: 'Me connecter', nl: 'Aanmelden' },
  'Mail.AccountVerification.Action': {
    fr: 'Confirmer mon adresse e-mail',
    nl: 'Mijn e-mailadres bevestigen',
  },
  'Mail.AccountVerification.Expiry': {
    fr: 'Ce lien est valable {0} heures.',
    nl: 'Deze link is {0} uur geldig.',
  },

  'Mail.PasswordReset.Subject': {
    fr: 'Réinitialisez votre mot de passe {0}',
    nl: 'Stel uw {0}-wachtwoord opnieuw in',
  },
  'Mail.PasswordReset.Heading': {
    fr: 'Réinitialiser votre mot de passe',
    nl: 'Uw wachtwoord opnieuw instellen',
  },
  'Mail.PasswordReset.Body': {
    fr: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
    nl: 'We hebben een aanvraag ontvangen om het wachtwoord van uw account opnieuw in te stellen. Kies een nieuw wachtwoord met de onderstaande link.',
  },
  'Mail.PasswordReset.Action': {
    fr: 'Choisir un nouveau mot de passe',
    nl: 'Een nieuw wachtwoord kiezen',
  },
  'Mail.PasswordReset.Expiry': {
    fr: 'Ce lien ne fonctionne qu’une fois, pendant {0} minutes.',
    nl: 'Deze link werkt één keer, gedurende {0} minuten.',
  },

  'Mail.PasswordChanged.Subject': {
    fr: 'Votre mot de passe {0} a été modifié',
    nl: 'Uw {0}-wachtwoord is gewijzigd',
  },
  'Mail.PasswordChanged.Heading': {
    fr: 'Votre mot de passe a été modifié',
    nl: 'Uw wachtwoord is gewijzigd',
  },
  'Mail.PasswordChanged.Body': {
    fr: 'Le mot de passe de votre compte vient d’être modifié. Vos autres sessions ont été fermées.',
    nl: 'Het wachtwoord van uw account is zonet gewijzigd. Uw andere sessies zijn afgemeld.',
  },

  'Mail.TwoFactorEnabled.Subject': {
    fr: 'Validation en deux étapes activée sur votre compte {0}',
    nl: 'Tweestapsverificatie ingeschakeld voor uw {0}-account',
  },
  'Mail.TwoFactorEnabled.Heading': {
    fr: 'Validation en deux étapes activée',
    nl: 'Tweestapsverificatie ingeschakeld',
  },
  'Mail.TwoFactorEnabled.Body': {
    fr: 'La validation en deux étapes est maintenant activée : chaque connexion demandera un code de votre application d’authentification.',
    nl: 'Tweestapsverificatie is nu ingeschakeld: bij elke aanmelding wordt een code uit uw authenticatie-app gevraagd.',
  },
  'Mail.TwoFactorDisabled.Subject': {
    fr: 'Validation en deux étapes désactivée sur votre compte {0}',
    nl: 'Tweestapsverificatie uitgeschakeld voor uw {0}-account',
  },
  'Mail.TwoFactorDisabled.Heading': {
    fr: 'Validation en deux étapes désactivée',
    nl: 'Tweestapsverificatie uitgeschakeld',
  },
  'Mail.TwoFactorDisabled.Body': {
    fr: 'La validation en deux étapes est maintenant désactivée : votre mot de passe suffit pour vous connecter.',
    nl: 'Tweestapsverificatie is nu uitgeschakeld: uw wachtwoord volstaat om u aan te melden.',
  },

  // {0} the order number, {1} the shop's name.
  'Mail.OrderConfirmation.Subject': {
    fr: 'Confirmation de votre commande {0} chez {1}',
    nl: 'Bevestiging van uw bestelling {0} bij {1}',
  },
  'Mail.OrderConfirmation.Heading': {
    fr: 'Merci pour votre commande {0}',
    nl: 'Bedankt voor uw bestelling {0}',
  },
  // {0} the order number, {1} the date.
  'Mail.OrderConfirmation.Body': {
    fr: 'Nous avons bien reçu votre commande {0} du {1} et votre paiement. Voici son récapitulatif.',
    nl: 'We hebben uw bestelling {0} van {1} en uw betaling goed ontvangen. Hier is het overzicht.',
  },
  'Mail.OrderConfirmation.Lines': { fr: 'Articles commandés', nl: 'Bestelde artikelen' },
  'Mail.OrderConfirmation.Product': { fr: 'Article', nl: 'Artikel' },
  'Mail.OrderConfirmation.Quantity': { fr: 'Quantité', nl: 'Aantal' },
  'Mail.OrderConfirmation.Price': { fr: 'Prix unitaire', nl: 'Stukprijs' },
  'Mail.OrderConfirmation.Total': { fr: 'Total', nl: 'Totaal' },
  'Mail.OrderConfirmation.Items': { fr: 'Articles', nl: 'Artikelen' },
  'Mail.OrderConfirmation.Discount': { fr: 'Réduction', nl: 'Korting' },
  'Mail.OrderConfirmation.ShippingCost': { fr: 'Livraison', nl: 'Verzending' },
  'Mail.OrderConfirmation.Vat': { fr: 'Dont TVA', nl: 'Waarvan btw' },
  'Mail.OrderConfirmation.GrandTotal': { fr: 'Total', nl: 'Totaal' },
  'Mail.OrderConfirmation.Billing': { fr: 'Adresse de facturation', nl: 'Factuuradres' },
  'Mail.OrderConfirmation.Shipping': { fr: 'Adresse de livraison', nl: 'Leveringsadres' },
  'Mail.OrderConfirmation.ShippingMethod': {
    fr: 'Mode de livraison : {0}',
    nl: 'Verzendmethode: {0}',
  },
  'Mail.OrderConfirmation.Action': {
    fr: 'Voir ma commande',
    nl: 'Mijn bestelling bekijken',
  },

  // Staff's outbox calls (server/routes/mail/staff.ts).
  'Mail.Outbox.NotFound': {
    fr: 'Ce message n’existe pas ou a déjà été envoyé.',
    nl: 'Dit bericht bestaat niet of is al verzonden.',
  },

  // The development viewer at /dev/mail (MAIL_VIEWER=1).
  'Mail.Viewer.Title': { fr: 'Boîte d’envoi (développement)', nl: 'Postvak uit (ontwikkeling)' },
  'Mail.Viewer.Intro': {
    fr: 'Les messages que la boutique a mis en file, du plus récent au plus ancien.',
    nl: 'De berichten die de winkel in de wachtrij zette, de nieuwste eerst.',
  },
  'Mail.Viewer.Empty': { fr: 'Aucun message pour l’instant.', nl: 'Nog geen berichten.' },
  // {0} this page, {1} the number of pages.
  'Mail.Viewer.Caption': { fr: 'Messages, page {0} sur {1}', nl: 'Berichten, pagina {0} van {1}' },
  'Mail.Viewer.Pages': { fr: 'Pages de la boîte d’envoi', nl: 'Pagina’s van het postvak uit' },
  'Mail.Viewer.Newer': { fr: 'Messages plus récents', nl: 'Nieuwere berichten' },
  'Mail.Viewer.Older': { fr: 'Messages plus anciens', nl: 'Oudere berichten' },
  'Mail.Viewer.Column.To': { fr: 'Destinataire', nl: 'Ontvanger' },
  'Mail.Viewer.Column.Subject': { fr: 'Objet', nl: 'Onderwerp' },
  'Mail.Viewer.Column.Template': { fr: 'Modèle', nl: 'Sjabloon' },
  'Mail.Viewer.Column.Time': { fr: 'Mis en file', nl: 'In de wachtrij gezet' },
  'Mail.Viewer.Column.State': { fr: 'État', nl: 'Status' },
  'Mail.Viewer.Sent': { fr: 'Envoyé', nl: 'Verzonden' },
  'Mail.Viewer.Waiting': { fr: 'En attente', nl: 'Wachtend' },
  // {0} the attempts made so far.
  'Mail.Viewer.Failed': {
    fr: 'Échec après {0} tentative(s)',
    nl: 'Mislukt na {0} poging(en)',
  },
  'Mail.Viewer.NotRendered': { fr: '(pas encore composé)', nl: '(nog niet opgesteld)' },
  'Mail.Viewer.NotRenderedHelp': {
    fr: 'Ce message ne peut pas être composé : voir la dernière erreur.',
    nl: 'Dit bericht kan niet worden opgesteld: zie de laatste fout.',
  },
  'Mail.Viewer.NotFound': { fr: 'Ce message n’existe pas.', nl: 'Dit bericht bestaat niet.' },
  'Mail.Viewer.Back': { fr: 'Tous les messages', nl: 'Alle berichten' },
  'Mail.Viewer.Download': { fr: 'Télécharger le fichier .eml', nl: 'Het .eml-bestand downloaden' },
  'Mail.Viewer.From': { fr: 'Expéditeur', nl: 'Afzender' },
  'Mail.Viewer.Attempts': { fr: 'Tentatives', nl: 'Pogingen' },
  'Mail.Viewer.LastError': { fr: 'Dernière erreur', nl: 'Laatste fout' },
  'Mail.Viewer.Links': { fr: 'Liens du message', nl: 'Links in het bericht' },
  'Mail.Viewer.Html': { fr: 'Version HTML', nl: 'HTML-versie' },
  // {0} the subject.
  'Mail.Viewer.HtmlPart': { fr: 'Version HTML de « {0} »', nl: 'HTML-versie van ‘{0}’' },
  'Mail.Viewer.Text': { fr: 'Version texte', nl: 'Tekstversie' },
};
