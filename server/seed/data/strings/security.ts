import type { Translations } from '../strings';

/**
 * String resources of the security and account features (login modal and page, account page)
 * and of the contact form's answer, in fr and nl. Security.LoginTitle and
 * Security.LoginRequired live in the core table.
 */
export const securityStrings: Translations = {
  'Security.Email': { fr: 'Adresse e-mail', nl: 'E-mailadres' },
  'Security.StaffOnly': {
    fr: 'Cette page est réservée au personnel de la boutique.',
    nl: 'Deze pagina is voorbehouden aan het personeel van de winkel.',
  },
  'Security.Password': { fr: 'Mot de passe', nl: 'Wachtwoord' },
  'Security.Submit': { fr: 'Se connecter', nl: 'Aanmelden' },
  'Security.Sending': { fr: 'Connexion…', nl: 'Bezig met aanmelden…' },
  'Security.EmailRequired': {
    fr: 'Saisissez votre adresse e-mail.',
    nl: 'Vul uw e-mailadres in.',
  },
  'Security.EmailInvalid': {
    fr: 'Cette adresse e-mail n’est pas valide.',
    nl: 'Dit e-mailadres is ongeldig.',
  },
  'Security.PasswordRequired': {
    fr: 'Saisissez votre mot de passe.',
    nl: 'Vul uw wachtwoord in.',
  },
  'Security.InvalidCredentials': {
    fr: 'Adresse e-mail ou mot de passe incorrect.',
    nl: 'Onjuist e-mailadres of wachtwoord.',
  },
  'Security.TooManyAttempts': {
    fr: 'Trop de tentatives. Réessayez dans {0} minutes.',
    nl: 'Te veel pogingen. Probeer het over {0} minuten opnieuw.',
  },
  'Security.TooManyAttemptsMinute': {
    fr: 'Trop de tentatives. Réessayez dans une minute.',
    nl: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
  },
  'Security.TwoFactorExpired': {
    fr: 'Cette connexion a expiré. Connectez-vous à nouveau avec votre mot de passe.',
    nl: 'Deze aanmelding is verlopen. Meld u opnieuw aan met uw wachtwoord.',
  },
  'Security.TwoFactorCodeRequired': {
    fr: 'Saisissez le code de votre application ou un code de secours.',
    nl: 'Vul de code uit uw app of een herstelcode in.',
  },
  'Security.TwoFactorCodeWrong': {
    fr: 'Ce code n’est pas valide ou a déjà servi. Saisissez le code à 6 chiffres que votre application affiche maintenant.',
    nl: 'Deze code is ongeldig of werd al gebruikt. Vul de 6-cijferige code in die uw app nu toont.',
  },
  'Security.RecoveryCodeWrong': {
    fr: 'Ce code de secours n’est pas valide ou a déjà servi.',
    nl: 'Deze herstelcode is ongeldig of werd al gebruikt.',
  },
  'Account.PasswordRule': {
    fr: 'Le mot de passe doit compter au moins {0} caractères, dont au moins {1} qui ne soit ni une lettre ni un chiffre.',
    nl: 'Het wachtwoord moet minstens {0} tekens tellen, waarvan minstens {1} geen letter of cijfer.',
  },
  'Account.FirstNameRequired': { fr: 'Saisissez votre prénom.', nl: 'Vul uw voornaam in.' },
  'Account.LastNameRequired': { fr: 'Saisissez votre nom.', nl: 'Vul uw achternaam in.' },
  'Account.PhoneInvalid': {
    fr: 'Ce numéro de téléphone n’est pas valide (chiffres, espaces et + ( ) . - / uniquement).',
    nl: 'Dit telefoonnummer is ongeldig (alleen cijfers, spaties en + ( ) . - /).',
  },
  'Account.VatPrefix': {
    fr: 'Écrivez le numéro de TVA avec le code de son pays devant, par exemple BE0403019261.',
    nl: 'Schrijf het btw-nummer met de landcode ervoor, bijvoorbeeld BE0403019261.',
  },
  'Account.CultureUnknown': {
    fr: 'Choisissez une des langues de la boutique.',
    nl: 'Kies een van de talen van de winkel.',
  },
  'Account.TermsRequired': {
    fr: 'Vous devez accepter les conditions générales pour créer un compte.',
    nl: 'U moet de algemene voorwaarden aanvaarden om een account aan te maken.',
  },
  // Register's one answer, whether the address has an account or not (the mail says which).
  'Account.RegisterMailSent': {
    fr: 'Nous avons envoyé un e-mail à {0}. Suivez son lien dans les {1} heures pour terminer votre inscription.',
    nl: 'We hebben een e-mail gestuurd naar {0}. Volg de link erin binnen {1} uur om uw registratie af te ronden.',
  },
  'Account.Registered': {
    fr: 'Votre compte est créé et votre adresse e-mail confirmée : vous êtes connecté.',
    nl: 'Uw account is aangemaakt en uw e-mailadres bevestigd: u bent aangemeld.',
  },
  'Account.NotFound': {
    fr: 'Ce compte n’existe plus.',
    nl: 'Deze account bestaat niet meer.',
  },
  'Account.EmailVerified': {
    fr: 'Merci, votre adresse e-mail est vérifiée.',
    nl: 'Bedankt, uw e-mailadres is bevestigd.',
  },
  'Account.AlreadyVerified': {
    fr: 'Votre adresse e-mail est déjà vérifiée.',
    nl: 'Uw e-mailadres is al bevestigd.',
  },
  'Account.VerificationSent': {
    fr: 'Un nouveau lien de vérification vient d’être envoyé à {0}.',
    nl: 'Er is zonet een nieuwe bevestigingslink naar {0} gestuurd.',
  },
  'Account.LinkUnknown': {
    fr: 'Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier.',
    nl: 'Deze link is ongeldig. Controleer of hij volledig werd gekopieerd.',
  },
  'Account.LinkUsed': {
    fr: 'Ce lien a déjà servi. Chaque lien ne fonctionne qu’une fois.',
    nl: 'Deze link werd al gebruikt. Elke link werkt maar één keer.',
  },
  'Account.LinkExpired': {
    fr: 'Ce lien a expiré. Demandez-en un nouveau.',
    nl: 'Deze link is verlopen. Vraag een nieuwe aan.',
  },
  'Account.ForgotSent': {
    fr: 'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient d’y être envoyé. Il fonctionne une fois, pendant une heure.',
    nl: 'Als er een account bestaat voor dit adres, is er zonet een link naartoe gestuurd om een nieuw wachtwoord te kiezen. Hij werkt één keer, gedurende een uur.',
  },
  'Account.PasswordReset': {
    fr: 'Votre mot de passe est changé et toutes vos sessions sont fermées. Connectez-vous avec le nouveau mot de passe.',
    nl: 'Uw wachtwoord is gewijzigd en al uw sessies zijn afgesloten. Meld u aan met het nieuwe wachtwoord.',
  },
  'Account.PasswordChanged': {
    fr: 'Votre mot de passe est changé. Vos autres sessions sont fermées.',
    nl: 'Uw wachtwoord is gewijzigd. Uw andere sessies zijn afgesloten.',
  },
  'Account.CurrentPasswordWrong': {
    fr: 'Le mot de passe actuel est incorrect.',
    nl: 'Het huidige wachtwoord is onjuist.',
  },
  'Account.PasswordSame': {
    fr: 'Choisissez un mot de passe différent de l’actuel.',
    nl: 'Kies een ander wachtwoord dan het huidige.',
  },
  'Account.PasswordWrong': {
    fr: 'Le mot de passe est incorrect.',
    nl: 'Het wachtwoord is onjuist.',
  },
  'Account.TwoFactorAlreadyEnabled': {
    fr: 'La validation en deux étapes est déjà activée.',
    nl: 'Tweestapsverificatie is al ingeschakeld.',
  },
  'Account.TwoFactorNotEnabled': {
    fr: 'La validation en deux étapes n’est pas activée.',
    nl: 'Tweestapsverificatie is niet ingeschakeld.',
  },
  'Account.TwoFactorSetupFirst': {
    fr: 'Commencez par afficher un nouveau code QR et scannez-le avec votre application.',
    nl: 'Toon eerst een nieuwe QR-code en scan die met uw app.',
  },
  'Account.TwoFactorDisabled': {
    fr: 'La validation en deux étapes est désactivée.',
    nl: 'Tweestapsverificatie is uitgeschakeld.',
  },
  'Account.SessionNotFound': {
    fr: 'Cette session n’existe plus.',
    nl: 'Deze sessie bestaat niet meer.',
  },
  'Account.AddressNotBilling': {
    fr: 'Une adresse de livraison seule ne peut pas être l’adresse de facturation par défaut.',
    nl: 'Een adres dat alleen voor levering dient, kan niet het standaardfactuuradres zijn.',
  },
  'Account.AddressNotShipping': {
    fr: 'Une adresse de facturation seule ne peut pas être l’adresse de livraison par défaut.',
    nl: 'Een adres dat alleen voor facturatie dient, kan niet het standaardleveringsadres zijn.',
  },
  'Account.Title': { fr: 'Mon compte', nl: 'Mijn account' },
  'Account.Greeting': { fr: 'Bonjour {0}\u00a0!', nl: 'Hallo {0}!' },
  'Account.SignedInAs': {
    fr: 'Vous êtes connecté avec l’adresse {0}.',
    nl: 'U bent aangemeld met het adres {0}.',
  },
  'Account.Logoff': { fr: 'Se déconnecter', nl: 'Afmelden' },
  // The log-off page (a GET never logs off: one button that POSTs).
  'Security.LogoffTitle': { fr: 'Déconnexion', nl: 'Afmelden' },
  'Security.LogoffQuestion': {
    fr: 'Voulez-vous vous déconnecter de la boutique sur cet appareil ?',
    nl: 'Wilt u zich op dit toestel afmelden bij de winkel?',
  },
  'Account.PleaseLogIn': {
    fr: 'Connectez-vous pour voir votre compte.',
    nl: 'Meld u aan om uw account te bekijken.',
  },
  'Account.LogIn': { fr: 'Se connecter', nl: 'Aanmelden' },
  'Contact.Thanks': {
    fr: 'Merci {0}, votre message a bien été envoyé. Nous vous répondrons au plus vite.',
    nl: 'Bedankt {0}, uw bericht is verzonden. We antwoorden u zo snel mogelijk.',
  },
};
