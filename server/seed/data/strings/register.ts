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
};
