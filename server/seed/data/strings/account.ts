import type { Translations } from '../strings';

/**
 * String resources of the account area (issue 14: home, profile, address book, security,
 * two-factor setup, the staff's outbox page), in fr and nl. The login and the account home's
 * greeting keys (Account.*) are in security.ts.
 */
export const accountStrings: Translations = {
  // Home and nav
  'AccountArea.Nav': { fr: 'Mon compte : rubriques', nl: 'Mijn account: rubrieken' },
  'AccountArea.Overview': { fr: 'Aperçu', nl: 'Overzicht' },
  'AccountArea.Profile': { fr: 'Mon profil', nl: 'Mijn profiel' },
  'AccountArea.Picture': { fr: 'Photo de profil', nl: 'Profielfoto' },
  'AccountArea.PictureHelp': {
    fr: 'Une image JPEG, PNG, GIF ou WebP d’au moins {0} × {0} pixels : vous la recadrez en carré.',
    nl: 'Een JPEG-, PNG-, GIF- of WebP-afbeelding van minstens {0} × {0} pixels: u snijdt ze vierkant bij.',
  },
  'AccountArea.PictureSaved': { fr: 'Photo de profil enregistrée.', nl: 'Profielfoto opgeslagen.' },
  'AccountArea.PictureRemoved': { fr: 'Photo de profil retirée.', nl: 'Profielfoto verwijderd.' },
  'AccountArea.PictureRemove': { fr: 'Retirer la photo', nl: 'Foto verwijderen' },
  'AccountArea.PictureAlt': { fr: 'Votre photo de profil', nl: 'Uw profielfoto' },
  'Account.PictureNotImage': {
    fr: 'La photo de profil doit être une image.',
    nl: 'De profielfoto moet een afbeelding zijn.',
  },
  'Account.PictureNotSquare': {
    fr: 'La photo de profil doit être carrée : recadrez-la.',
    nl: 'De profielfoto moet vierkant zijn: snijd ze bij.',
  },
  'AccountArea.ProfileIntro': {
    fr: 'Nom, téléphone, langue, newsletter et société.',
    nl: 'Naam, telefoon, taal, nieuwsbrief en bedrijf.',
  },
  'AccountArea.Addresses': { fr: 'Mes adresses', nl: 'Mijn adressen' },
  'AccountArea.AddressesIntro': {
    fr: 'Vos adresses de facturation et de livraison, et celles utilisées par défaut.',
    nl: 'Uw facturatie- en leveringsadressen, en welke standaard gebruikt worden.',
  },
  'AccountArea.Security': { fr: 'Sécurité', nl: 'Beveiliging' },
  'AccountArea.SecurityIntro': {
    fr: 'Mot de passe, validation en deux étapes et sessions actives.',
    nl: 'Wachtwoord, tweestapsverificatie en actieve sessies.',
  },
  'AccountArea.Orders': { fr: 'Mes commandes', nl: 'Mijn bestellingen' },
  'AccountArea.PrepaidAccounts': { fr: 'Mes comptes prépayés', nl: 'Mijn prepaidrekeningen' },
  'AccountArea.Wishlists': { fr: 'Mes listes de souhaits', nl: 'Mijn verlanglijsten' },
  'AccountArea.StaffOrders': { fr: 'Commandes (équipe)', nl: 'Bestellingen (team)' },
  'AccountArea.StaffOrdersIntro': {
    fr: 'Réservé au personnel : les demandes de changement d’adresse et les expéditions.',
    nl: 'Alleen voor personeel: de aanvragen om het leveringsadres te wijzigen en de verzendingen.',
  },
  'AccountArea.StaffRefunds': { fr: 'Remboursements (équipe)', nl: 'Terugbetalingen (team)' },
  'AccountArea.StaffRefundsIntro': {
    fr: 'Réservé au personnel : approuver ou refuser les demandes de remboursement.',
    nl: 'Alleen voor personeel: aanvragen tot terugbetaling goedkeuren of weigeren.',
  },
  'AccountArea.StaffPrepaid': { fr: 'Crédit prépayé (équipe)', nl: 'Prepaid tegoed (team)' },
  'AccountArea.StaffPrepaidIntro': {
    fr: 'Réservé au personnel : trouver un client et lui ajouter du crédit prépayé.',
    nl: 'Alleen voor personeel: een klant zoeken en prepaid tegoed toevoegen.',
  },
  'AccountArea.StaffMail': { fr: 'E-mails envoyés', nl: 'Verzonden e-mails' },
  'AccountArea.StaffMailIntro': {
    fr: 'Réservé au personnel : la file d’envoi des e-mails de la boutique.',
    nl: 'Alleen voor personeel: de verzendwachtrij van de e-mails van de winkel.',
  },

  // Profile
  'AccountArea.EmailReadOnly': {
    fr: 'Votre adresse e-mail sert à vous connecter ; elle ne se modifie pas ici.',
    nl: 'Met uw e-mailadres meldt u zich aan; u kunt het hier niet wijzigen.',
  },
  'AccountArea.FirstName': { fr: 'Prénom', nl: 'Voornaam' },
  'AccountArea.LastName': { fr: 'Nom', nl: 'Achternaam' },
  'AccountArea.Phone': { fr: 'Téléphone', nl: 'Telefoon' },
  'AccountArea.Language': { fr: 'Langue de vos e-mails', nl: 'Taal van uw e-mails' },
  'AccountArea.ChooseLanguage': { fr: 'Choisissez une langue', nl: 'Kies een taal' },
  'AccountArea.Newsletter': {
    fr: 'Je souhaite recevoir la newsletter',
    nl: 'Ik wil de nieuwsbrief ontvangen',
  },
  'AccountArea.Company': { fr: 'Société (facultatif)', nl: 'Bedrijf (optioneel)' },
  'AccountArea.CompanyName': { fr: 'Nom de la société', nl: 'Bedrijfsnaam' },
  'AccountArea.Vat': { fr: 'Numéro de TVA', nl: 'Btw-nummer' },
  'AccountArea.VatHint': {
    fr: 'Avec le préfixe du pays, par exemple BE0123456749.',
    nl: 'Met het landprefix, bijvoorbeeld BE0123456749.',
  },
  'AccountArea.SaveProfile': { fr: 'Enregistrer', nl: 'Opslaan' },
  'AccountArea.ProfileSaved': {
    fr: 'Votre profil a été enregistré.',
    nl: 'Uw profiel is opgeslagen.',
  },

  // Address book
  'AccountArea.AddAddress': { fr: 'Ajouter une adresse', nl: 'Een adres toevoegen' },
  'AccountArea.NewAddressTitle': { fr: 'Nouvelle adresse', nl: 'Nieuw adres' },
  'AccountArea.NoAddress': {
    fr: 'Vous n’avez pas encore d’adresse.',
    nl: 'U hebt nog geen adres.',
  },
  'AccountArea.DefaultBilling': {
    fr: 'Facturation par défaut',
    nl: 'Standaard facturatieadres',
  },
  'AccountArea.DefaultShipping': {
    fr: 'Livraison par défaut',
    nl: 'Standaard leveringsadres',
  },
  'AccountArea.MakeDefaultBilling': {
    fr: 'Utiliser pour la facturation',
    nl: 'Gebruiken voor facturatie',
  },
  'AccountArea.MakeDefaultShipping': {
    fr: 'Utiliser pour la livraison',
    nl: 'Gebruiken voor levering',
  },
  'AccountArea.Delete': { fr: 'Supprimer', nl: 'Verwijderen' },
  'AccountArea.DeleteTitle': { fr: 'Supprimer l’adresse', nl: 'Adres verwijderen' },
  'AccountArea.DeleteConfirm': {
    fr: 'Supprimer cette adresse de votre carnet ? Les commandes passées la gardent.',
    nl: 'Dit adres uit uw adresboek verwijderen? Eerdere bestellingen behouden het.',
  },
  'AccountArea.AddressAdded': { fr: 'L’adresse a été ajoutée.', nl: 'Het adres is toegevoegd.' },
  'AccountArea.AddressSaved': {
    fr: 'L’adresse a été enregistrée.',
    nl: 'Het adres is opgeslagen.',
  },
  'AccountArea.AddressDeleted': {
    fr: 'L’adresse a été supprimée.',
    nl: 'Het adres is verwijderd.',
  },

  // Security: password
  'AccountArea.Password': { fr: 'Mot de passe', nl: 'Wachtwoord' },
  'AccountArea.PasswordIntro': {
    fr: 'Changer votre mot de passe déconnecte vos autres sessions.',
    nl: 'Als u uw wachtwoord wijzigt, worden uw andere sessies afgemeld.',
  },
  'AccountArea.ChangePassword': { fr: 'Changer le mot de passe', nl: 'Wachtwoord wijzigen' },
  'AccountArea.CurrentPassword': { fr: 'Mot de passe actuel', nl: 'Huidig wachtwoord' },
  'AccountArea.NewPassword': { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord' },
  'AccountArea.ConfirmPassword': {
    fr: 'Confirmez le nouveau mot de passe',
    nl: 'Bevestig het nieuwe wachtwoord',
  },
  'AccountArea.PasswordChanged': {
    fr: 'Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.',
    nl: 'Uw wachtwoord is gewijzigd. Uw andere sessies zijn afgemeld.',
  },

  // Security: two-factor
  'AccountArea.TwoFactor': {
    fr: 'Validation en deux étapes',
    nl: 'Tweestapsverificatie',
  },
  'AccountArea.TwoFactorOff': {
    fr: 'La validation en deux étapes est désactivée. Activez-la pour qu’un code de votre application d’authentification soit demandé à chaque connexion.',
    nl: 'Tweestapsverificatie staat uit. Zet ze aan zodat bij elke aanmelding een code uit uw authenticatie-app gevraagd wordt.',
  },
  'AccountArea.TwoFactorOn': {
    fr: 'La validation en deux étapes est activée.',
    nl: 'Tweestapsverificatie staat aan.',
  },
  'AccountArea.RecoveryCodesLeft': {
    fr: 'Codes de secours restants : {0}.',
    nl: 'Resterende herstelcodes: {0}.',
  },
  'AccountArea.SetUpTwoFactor': {
    fr: 'Activer la validation en deux étapes',
    nl: 'Tweestapsverificatie instellen',
  },
  'AccountArea.DisableTwoFactor': {
    fr: 'Désactiver la validation en deux étapes',
    nl: 'Tweestapsverificatie uitzetten',
  },
  'AccountArea.DisableTwoFactorIntro': {
    fr: 'Confirmez avec votre mot de passe et un code de votre application.',
    nl: 'Bevestig met uw wachtwoord en een code uit uw app.',
  },
  'AccountArea.NewRecoveryCodes': {
    fr: 'Nouveaux codes de secours',
    nl: 'Nieuwe herstelcodes',
  },
  'AccountArea.NewRecoveryCodesIntro': {
    fr: 'Les anciens codes de secours ne fonctionneront plus. Confirmez avec votre mot de passe et un code de votre application.',
    nl: 'De oude herstelcodes werken dan niet meer. Bevestig met uw wachtwoord en een code uit uw app.',
  },
  'AccountArea.TwoFactorDisabled': {
    fr: 'La validation en deux étapes a été désactivée.',
    nl: 'Tweestapsverificatie is uitgezet.',
  },
  'AccountArea.AppCode': {
    fr: 'Code à 6 chiffres de l’application',
    nl: 'Code van 6 cijfers uit de app',
  },
  'AccountArea.AppCodeHint': {
    fr: 'Le code change toutes les 30 secondes.',
    nl: 'De code verandert om de 30 seconden.',
  },
  'AccountArea.CodeFormat': {
    fr: 'Saisissez les 6 chiffres affichés par l’application.',
    nl: 'Vul de 6 cijfers in die de app toont.',
  },

  // Two-factor setup page
  'AccountArea.TwoFactorSetup': {
    fr: 'Activer la validation en deux étapes',
    nl: 'Tweestapsverificatie instellen',
  },
  'AccountArea.ScanQr': {
    fr: 'Scannez ce code QR avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
    nl: 'Scan deze QR-code met uw authenticatie-app (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
  },
  'AccountArea.QrAlt': {
    fr: 'Code QR à scanner pour la validation en deux étapes',
    nl: 'QR-code om te scannen voor tweestapsverificatie',
  },
  'AccountArea.OrTypeKey': {
    fr: 'Ou saisissez cette clé dans l’application :',
    nl: 'Of typ deze sleutel in de app:',
  },
  'AccountArea.TypeCode': {
    fr: 'Saisissez le code que l’application affiche maintenant.',
    nl: 'Vul de code in die de app nu toont.',
  },
  'AccountArea.EnableTwoFactor': { fr: 'Activer', nl: 'Aanzetten' },
  'AccountArea.TwoFactorEnabled': {
    fr: 'La validation en deux étapes est activée.',
    nl: 'Tweestapsverificatie staat nu aan.',
  },
  'AccountArea.TwoFactorAlreadyOn': {
    fr: 'La validation en deux étapes est déjà activée sur votre compte.',
    nl: 'Tweestapsverificatie staat al aan voor uw account.',
  },
  'AccountArea.BackToSecurity': { fr: 'Retour à la sécurité', nl: 'Terug naar beveiliging' },
  'AccountArea.RecoveryCodes': { fr: 'Codes de secours', nl: 'Herstelcodes' },
  'AccountArea.RecoveryCodesOnce': {
    fr: 'Conservez ces codes en lieu sûr : ils ne seront plus affichés. Chacun remplace une fois un code de l’application si vous perdez votre téléphone.',
    nl: 'Bewaar deze codes op een veilige plaats: ze worden niet meer getoond. Elke code vervangt één keer een code uit de app als u uw telefoon kwijt bent.',
  },
  'AccountArea.RecoveryCodesFileHeading': {
    fr: 'Codes de secours {0} (chacun fonctionne une fois)',
    nl: 'Herstelcodes {0} (elke code werkt één keer)',
  },
  'AccountArea.DownloadCodes': { fr: 'Télécharger (.txt)', nl: 'Downloaden (.txt)' },
  'AccountArea.CopyCodes': { fr: 'Copier', nl: 'Kopiëren' },
  'AccountArea.CodesCopied': {
    fr: 'Les codes ont été copiés.',
    nl: 'De codes zijn gekopieerd.',
  },
  'AccountArea.CodesNotCopied': {
    fr: 'La copie n’a pas fonctionné : téléchargez le fichier ou recopiez les codes.',
    nl: 'Kopiëren is niet gelukt: download het bestand of schrijf de codes over.',
  },

  // Sessions
  'AccountArea.Sessions': { fr: 'Sessions actives', nl: 'Actieve sessies' },
  'AccountArea.ThisDevice': { fr: 'Cet appareil', nl: 'Dit toestel' },
  'AccountArea.UnknownDevice': { fr: 'Appareil inconnu', nl: 'Onbekend toestel' },
  'AccountArea.SessionDetails': {
    fr: 'Adresse IP {0} · dernière activité le {1}',
    nl: 'IP-adres {0} · laatste activiteit op {1}',
  },
  'AccountArea.LogOutSession': { fr: 'Déconnecter', nl: 'Afmelden' },
  'AccountArea.LogOutEverywhere': {
    fr: 'Se déconnecter partout',
    nl: 'Overal afmelden',
  },
  'AccountArea.LogOutEverywhereConfirm': {
    fr: 'Déconnecter toutes vos sessions, y compris celle-ci ?',
    nl: 'Al uw sessies afmelden, ook deze?',
  },

  // Staff outbox
  'AccountArea.TransportSmtp': {
    fr: 'Les e-mails partent par le serveur SMTP configuré.',
    nl: 'De e-mails vertrekken via de ingestelde SMTP-server.',
  },
  'AccountArea.TransportOutbox': {
    fr: 'Aucun serveur SMTP : les e-mails sont classés dans la boîte d’envoi (fichiers .eml).',
    nl: 'Geen SMTP-server: de e-mails worden in de outbox bewaard (.eml-bestanden).',
  },
  'AccountArea.OutboxEmpty': { fr: 'Aucun e-mail pour l’instant.', nl: 'Nog geen e-mails.' },
  'AccountArea.MailCreated': { fr: 'Créé le', nl: 'Aangemaakt op' },
  'AccountArea.MailTo': { fr: 'Destinataire', nl: 'Ontvanger' },
  'AccountArea.MailSubject': { fr: 'Objet', nl: 'Onderwerp' },
  'AccountArea.MailState': { fr: 'État', nl: 'Status' },
  'AccountArea.MailSent': { fr: 'Envoyé le {0}', nl: 'Verzonden op {0}' },
  'AccountArea.MailWaiting': { fr: 'En attente d’envoi', nl: 'Wacht op verzending' },
  'AccountArea.MailFailed': {
    fr: 'Échec après {0} tentative(s)',
    nl: 'Mislukt na {0} poging(en)',
  },
  'AccountArea.Retry': { fr: 'Réessayer', nl: 'Opnieuw proberen' },
  'AccountArea.OutboxPages': { fr: 'Pages des e-mails', nl: 'Pagina’s met e-mails' },
  'AccountArea.PreviousPage': { fr: 'Page précédente', nl: 'Vorige pagina' },
  'AccountArea.NextPage': { fr: 'Page suivante', nl: 'Volgende pagina' },
  'AccountArea.PageNumber': { fr: 'Page {0}', nl: 'Pagina {0}' },
};
