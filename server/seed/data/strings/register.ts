import type { Translations } from '../strings';

/**
 * String resources of the security pages the shopper sees (issue 14): register, the login's
 * two-factor step, forgot and reset password, e-mail verification and its banner, the live
 * password rules, and the shared VAT number rules of the account forms; fr and nl.
 * Server refusals live in strings/security.ts.
 */
export const registerStrings: Translations = {
  'VatNumber.NeedsPrefix': {
    fr: 'Commencez par le code du pays, par ex. BE0403019261.',
    nl: 'Begin met de landcode, bv. BE0403019261.',
  },
  'VatNumber.Format': {
    fr: 'Ce numéro de TVA n’a pas la forme attendue pour ce pays.',
    nl: 'Dit btw-nummer heeft niet de verwachte vorm voor dit land.',
  },
  'VatNumber.Checksum': {
    fr: 'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas.',
    nl: 'Dit btw-nummer bestaat niet: de controlecijfers kloppen niet.',
  },
  'VatNumber.Valid': { fr: 'Numéro de TVA valide.', nl: 'Geldig btw-nummer.' },

  // Register (A3), page and login modal.
  'Register.Title': { fr: 'Créer un compte', nl: 'Account aanmaken' },
  'Register.Intro': {
    fr: 'Un compte vous permet de suivre vos commandes et de commander plus vite.',
    nl: 'Met een account volgt u uw bestellingen en bestelt u sneller.',
  },
  'Register.FirstName': { fr: 'Prénom', nl: 'Voornaam' },
  'Register.LastName': { fr: 'Nom', nl: 'Achternaam' },
  'Register.Language': { fr: 'Langue de nos e-mails', nl: 'Taal van onze e-mails' },
  'Register.AcceptTerms': {
    fr: 'J’accepte les conditions générales de vente',
    nl: 'Ik aanvaard de algemene verkoopvoorwaarden',
  },
  'Register.ReadTerms': {
    fr: 'Lire les conditions générales (nouvel onglet)',
    nl: 'De algemene voorwaarden lezen (nieuw tabblad)',
  },
  'Register.TermsRequired': {
    fr: 'Acceptez les conditions générales de vente pour créer votre compte.',
    nl: 'Aanvaard de algemene verkoopvoorwaarden om uw account aan te maken.',
  },
  'Register.Newsletter': {
    fr: 'Je souhaite recevoir la newsletter (nouveautés et promotions)',
    nl: 'Ik ontvang graag de nieuwsbrief (nieuwigheden en promoties)',
  },
  'Register.Company': {
    fr: 'Vous achetez pour une société ? (facultatif)',
    nl: 'Koopt u voor een bedrijf? (optioneel)',
  },
  'Register.CompanyName': { fr: 'Nom de la société', nl: 'Bedrijfsnaam' },
  'Register.Vat': { fr: 'Numéro de TVA', nl: 'Btw-nummer' },
  'Register.VatHint': {
    fr: 'Avec le code du pays, par ex. BE0403019261.',
    nl: 'Met de landcode, bv. BE0403019261.',
  },
  'Register.Submit': { fr: 'Créer mon compte', nl: 'Mijn account aanmaken' },
  'Register.Sending': { fr: 'Création du compte…', nl: 'Account wordt aangemaakt…' },
  'Register.HaveAccount': { fr: 'Vous avez déjà un compte ?', nl: 'Hebt u al een account?' },
  'Register.LogIn': { fr: 'Se connecter', nl: 'Aanmelden' },
  'Register.NoAccount': { fr: 'Pas encore de compte ?', nl: 'Nog geen account?' },
  'Register.CreateAccount': { fr: 'Créer un compte', nl: 'Account aanmaken' },
  'Register.Forgot': { fr: 'Mot de passe oublié ?', nl: 'Wachtwoord vergeten?' },

  // The password rule (000 §5), listed live under a new password.
  'PasswordRules.Title': {
    fr: 'Votre mot de passe doit compter :',
    nl: 'Uw wachtwoord moet bevatten:',
  },
  'PasswordRules.Length': { fr: 'au moins {0} caractères', nl: 'minstens {0} tekens' },
  'PasswordRules.NonAlphanumeric': {
    fr: 'au moins {0} caractère qui n’est ni une lettre ni un chiffre (par ex. ! ? - #)',
    nl: 'minstens {0} teken dat geen letter of cijfer is (bv. ! ? - #)',
  },
  'PasswordRules.Met': { fr: 'respecté', nl: 'in orde' },
  'PasswordRules.NotMet': { fr: 'pas encore respecté', nl: 'nog niet in orde' },
  'PasswordRules.Announce': { fr: '{0} : {1}', nl: '{0}: {1}' },
  'PasswordRules.Broken': {
    fr: 'Ce mot de passe ne respecte pas encore les règles ci-dessous.',
    nl: 'Dit wachtwoord voldoet nog niet aan de regels hieronder.',
  },
  'PasswordRules.Confirm': { fr: 'Confirmez le mot de passe', nl: 'Bevestig het wachtwoord' },
  'PasswordRules.Mismatch': {
    fr: 'Les deux mots de passe ne sont pas identiques.',
    nl: 'De twee wachtwoorden zijn niet gelijk.',
  },

  // The login's two-factor step (A1), modal and page security/twofactorhome.
  'TwoFactorStep.Title': { fr: 'Validation en deux étapes', nl: 'Tweestapsverificatie' },
  'TwoFactorStep.Intro': {
    fr: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
    nl: 'Vul de 6-cijferige code in die uw authenticatie-app toont.',
  },
  'TwoFactorStep.Code': { fr: 'Code de vérification', nl: 'Verificatiecode' },
  'TwoFactorStep.CodeFormat': {
    fr: 'Le code compte 6 chiffres.',
    nl: 'De code bestaat uit 6 cijfers.',
  },
  'TwoFactorStep.Submit': { fr: 'Vérifier', nl: 'Verifiëren' },
  'TwoFactorStep.Sending': { fr: 'Vérification…', nl: 'Bezig met verifiëren…' },
  'TwoFactorStep.UseRecovery': {
    fr: 'Utiliser un code de secours',
    nl: 'Een herstelcode gebruiken',
  },
  'TwoFactorStep.RecoveryIntro': {
    fr: 'Saisissez l’un des codes de secours reçus lors de l’activation. Chaque code ne sert qu’une fois.',
    nl: 'Vul een van de herstelcodes in die u bij de activering kreeg. Elke code werkt maar één keer.',
  },
  'TwoFactorStep.RecoveryCode': { fr: 'Code de secours', nl: 'Herstelcode' },
  'TwoFactorStep.RecoveryFormat': {
    fr: 'Un code de secours a la forme xxxxx-xxxxx.',
    nl: 'Een herstelcode heeft de vorm xxxxx-xxxxx.',
  },
  'TwoFactorStep.Back': { fr: 'Retour', nl: 'Terug' },
  'TwoFactorStep.NotPending': {
    fr: 'Aucune connexion n’attend de code de vérification : elle a peut-être expiré.',
    nl: 'Er wacht geen aanmelding op een verificatiecode: ze is misschien verlopen.',
  },
  'TwoFactorStep.LogInAgain': { fr: 'Se connecter à nouveau', nl: 'Opnieuw aanmelden' },

  // Forgot and reset password (A4).
  'ForgotPassword.Title': { fr: 'Mot de passe oublié', nl: 'Wachtwoord vergeten' },
  'ForgotPassword.Intro': {
    fr: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    nl: 'Vul het e-mailadres van uw account in: we sturen u een link om een nieuw wachtwoord te kiezen.',
  },
  'ForgotPassword.Submit': { fr: 'Envoyer le lien', nl: 'Link versturen' },
  'ForgotPassword.Sending': { fr: 'Envoi…', nl: 'Bezig met versturen…' },
  'ForgotPassword.BackToLogin': { fr: 'Retour à la connexion', nl: 'Terug naar aanmelden' },
  'ResetPassword.Title': { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord' },
  'ResetPassword.Password': { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord' },
  'ResetPassword.Submit': { fr: 'Enregistrer le mot de passe', nl: 'Wachtwoord opslaan' },
  'ResetPassword.Sending': { fr: 'Enregistrement…', nl: 'Bezig met opslaan…' },
  'ResetPassword.LogIn': { fr: 'Se connecter', nl: 'Aanmelden' },
  'ResetPassword.NoToken': {
    fr: 'Ce lien est incomplet. Copiez l’adresse entière depuis l’e-mail, ou demandez un nouveau lien.',
    nl: 'Deze link is onvolledig. Kopieer het volledige adres uit de e-mail, of vraag een nieuwe link aan.',
  },
  'ResetPassword.AskAgain': { fr: 'Demander un nouveau lien', nl: 'Een nieuwe link aanvragen' },

  // E-mail verification (A3): the link's page and the banner of an unverified customer.
  'VerifyEmail.Title': {
    fr: 'Confirmation de votre adresse e-mail',
    nl: 'Bevestiging van uw e-mailadres',
  },
  'VerifyEmail.Checking': { fr: 'Vérification du lien…', nl: 'Bezig met controleren van de link…' },
  'VerifyEmail.NoToken': {
    fr: 'Ce lien est incomplet. Copiez l’adresse entière depuis l’e-mail.',
    nl: 'Deze link is onvolledig. Kopieer het volledige adres uit de e-mail.',
  },
  'VerifyEmail.LogInToResend': {
    fr: 'Connectez-vous pour recevoir un nouveau lien.',
    nl: 'Meld u aan om een nieuwe link te ontvangen.',
  },
  'VerifyEmail.Continue': { fr: 'Continuer mes achats', nl: 'Verder winkelen' },
  'VerifyEmail.Resend': { fr: 'Envoyer le lien à nouveau', nl: 'De link opnieuw versturen' },
  'VerifyEmail.Resending': { fr: 'Envoi…', nl: 'Bezig met versturen…' },
  'VerifyBanner.Label': { fr: 'Adresse e-mail à confirmer', nl: 'E-mailadres te bevestigen' },
  'VerifyBanner.Text': {
    fr: 'Confirmez votre adresse e-mail {0} : cliquez sur le lien que nous vous avons envoyé.',
    nl: 'Bevestig uw e-mailadres {0}: klik op de link die we u hebben gestuurd.',
  },
};
