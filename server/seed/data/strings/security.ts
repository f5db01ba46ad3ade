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
  'Account.Title': { fr: 'Mon compte', nl: 'Mijn account' },
  'Account.Greeting': { fr: 'Bonjour {0}\u00a0!', nl: 'Hallo {0}!' },
  'Account.SignedInAs': {
    fr: 'Vous êtes connecté avec l’adresse {0}.',
    nl: 'U bent aangemeld met het adres {0}.',
  },
  'Account.Logoff': { fr: 'Se déconnecter', nl: 'Afmelden' },
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
