import type { Translations } from '../strings';

/**
 * Issue 18: the validation library's messages (rules/validation, 000 §5). {0}, {1} are the
 * rule's arguments (a bound, a country code, a file name, a size already written for the culture).
 */
export const validationStrings: Translations = {
  'Validation.Required': { fr: 'Ce champ est obligatoire.', nl: 'Dit veld is verplicht.' },
  'Validation.MaxLength': {
    fr: 'Saisissez {0} caractères au maximum.',
    nl: 'Vul maximaal {0} tekens in.',
  },
  'Validation.MinLength': {
    fr: 'Saisissez au moins {0} caractères.',
    nl: 'Vul minstens {0} tekens in.',
  },
  'Validation.Length': {
    fr: 'Saisissez entre {0} et {1} caractères.',
    nl: 'Vul tussen {0} en {1} tekens in.',
  },
  'Validation.Range': {
    fr: 'Saisissez une valeur comprise entre {0} et {1}.',
    nl: 'Vul een waarde tussen {0} en {1} in.',
  },
  'Validation.Min': {
    fr: 'Saisissez une valeur supérieure ou égale à {0}.',
    nl: 'Vul een waarde groter dan of gelijk aan {0} in.',
  },
  'Validation.Max': {
    fr: 'Saisissez une valeur inférieure ou égale à {0}.',
    nl: 'Vul een waarde kleiner dan of gelijk aan {0} in.',
  },
  'Validation.Number': {
    fr: 'Saisissez un nombre (la décimale après un point ou une virgule).',
    nl: 'Vul een getal in (de decimalen na een punt of een komma).',
  },
  'Validation.Digits': {
    fr: 'Saisissez uniquement des chiffres.',
    nl: 'Vul alleen cijfers in.',
  },
  'Validation.Date': {
    fr: 'Saisissez une date valide (JJ/MM/AAAA).',
    nl: 'Vul een geldige datum in (DD-MM-JJJJ).',
  },
  'Validation.Email': {
    fr: 'Saisissez une adresse e-mail valide.',
    nl: 'Vul een geldig e-mailadres in.',
  },
  'Validation.Url': {
    fr: 'Saisissez une adresse web valide (commençant par http:// ou https://).',
    nl: 'Vul een geldig webadres in (beginnend met http:// of https://).',
  },
  'Validation.EqualTo': {
    fr: 'Les deux valeurs ne correspondent pas.',
    nl: 'De twee waarden komen niet overeen.',
  },
  'Validation.NotEqualTo': {
    fr: 'Cette valeur doit être différente de celle de l’autre champ.',
    nl: 'Deze waarde moet verschillen van die van het andere veld.',
  },
  'Validation.RequiredIf': {
    fr: 'Ce champ est obligatoire avec votre réponse précédente.',
    nl: 'Dit veld is verplicht met uw vorige antwoord.',
  },
  'Validation.Mandatory': { fr: 'Ce champ est obligatoire.', nl: 'Dit veld is verplicht.' },
  'Validation.RequiredOr': {
    fr: 'Remplissez ce champ ou l’autre champ proposé.',
    nl: 'Vul dit veld of het andere voorgestelde veld in.',
  },
  'Validation.EnforceTrue': {
    fr: 'Cochez cette case pour continuer.',
    nl: 'Vink dit vakje aan om verder te gaan.',
  },
  'Validation.CreditCard': {
    fr: 'Veuillez saisir un numéro de carte de crédit valide.',
    nl: 'Vul een geldig creditcardnummer in.',
  },
  'Validation.CreditCardTypes': {
    fr: 'Ce type de carte n’est pas accepté ici.',
    nl: 'Dit soort kaart wordt hier niet aanvaard.',
  },
  'Validation.Extension': {
    fr: 'Choisissez un fichier de type {0}.',
    nl: 'Kies een bestand van het type {0}.',
  },
  'Validation.PasswordLength': {
    fr: 'Le mot de passe doit compter au moins {0} caractères.',
    nl: 'Het wachtwoord moet minstens {0} tekens tellen.',
  },
  'Validation.PasswordSpecial': {
    fr: 'Le mot de passe doit contenir au moins {0} caractère(s) autre(s) qu’une lettre ou un chiffre.',
    nl: 'Het wachtwoord moet minstens {0} teken(s) bevatten dat geen letter of cijfer is.',
  },
  'Validation.Remote': {
    fr: 'Cette valeur n’est pas acceptée.',
    nl: 'Deze waarde wordt niet aanvaard.',
  },
  'Validation.MaxWords': {
    fr: 'Veuillez saisir {0} mots ou moins.',
    nl: 'Vul {0} woorden of minder in.',
  },
  'Validation.MinWords': {
    fr: 'Veuillez saisir au moins {0} mots.',
    nl: 'Vul minstens {0} woorden in.',
  },
  'Validation.RangeWords': {
    fr: 'Veuillez saisir entre {0} et {1} mots.',
    nl: 'Vul tussen {0} en {1} woorden in.',
  },
  'Validation.Alphanumeric': {
    fr: 'Saisissez uniquement des lettres, des chiffres et des traits de soulignement.',
    nl: 'Vul alleen letters, cijfers en liggende streepjes in.',
  },
  'Validation.LettersOnly': {
    fr: 'Saisissez uniquement des lettres.',
    nl: 'Vul alleen letters in.',
  },
  'Validation.NoWhitespace': {
    fr: 'Les espaces ne sont pas autorisés ici.',
    nl: 'Spaties zijn hier niet toegelaten.',
  },
  'Validation.Integer': {
    fr: 'Saisissez un nombre entier.',
    nl: 'Vul een geheel getal in.',
  },
  'Validation.InvalidFormat': { fr: 'Format non valide.', nl: 'Ongeldig formaat.' },
  'Validation.Time': {
    fr: 'Saisissez une heure valide entre 00:00 et 23:59.',
    nl: 'Vul een geldig uur in tussen 00:00 en 23:59.',
  },
  'Validation.Time12h': {
    fr: 'Saisissez une heure valide au format 12 heures (par exemple 9:30 AM).',
    nl: 'Vul een geldig uur in volgens de 12-uursnotatie (bijvoorbeeld 9:30 AM).',
  },
  'Validation.Currency': {
    fr: 'Saisissez un montant valide (deux décimales au plus).',
    nl: 'Vul een geldig bedrag in (hoogstens twee decimalen).',
  },
  'Validation.GreaterThan': {
    fr: 'Saisissez une valeur supérieure à {0}.',
    nl: 'Vul een waarde groter dan {0} in.',
  },
  'Validation.GreaterThanEqual': {
    fr: 'Saisissez une valeur supérieure ou égale à {0}.',
    nl: 'Vul een waarde groter dan of gelijk aan {0} in.',
  },
  'Validation.LessThan': {
    fr: 'Saisissez une valeur inférieure à {0}.',
    nl: 'Vul een waarde kleiner dan {0} in.',
  },
  'Validation.LessThanEqual': {
    fr: 'Saisissez une valeur inférieure ou égale à {0}.',
    nl: 'Vul een waarde kleiner dan of gelijk aan {0} in.',
  },
  'Validation.Iban': {
    fr: 'Saisissez un IBAN valide (vérifiez sa longueur et ses chiffres de contrôle).',
    nl: 'Vul een geldig IBAN in (kijk de lengte en de controlecijfers na).',
  },
  'Validation.IbanCountry': {
    fr: 'Saisissez un IBAN de l’un de ces pays : {0}.',
    nl: 'Vul een IBAN uit een van deze landen in: {0}.',
  },
  'Validation.Bic': {
    fr: 'Saisissez un code BIC valide (8 ou 11 caractères).',
    nl: 'Vul een geldige BIC-code in (8 of 11 tekens).',
  },
  'Validation.Phone': {
    fr: 'Saisissez un numéro de téléphone valide ({0}).',
    nl: 'Vul een geldig telefoonnummer in ({0}).',
  },
  'Validation.Postcode': {
    fr: 'Saisissez un code postal valide ({0}).',
    nl: 'Vul een geldige postcode in ({0}).',
  },
  'Validation.NationalId': {
    fr: 'Ce numéro d’identification n’est pas valide : vérifiez-le.',
    nl: 'Dit identificatienummer is ongeldig: kijk het na.',
  },
  'Validation.StateUs': {
    fr: 'Saisissez le code à deux lettres d’un État américain.',
    nl: 'Vul de tweelettercode van een Amerikaanse staat in.',
  },
  'Validation.ZipcodeUs': {
    fr: 'Saisissez un code ZIP américain valide (12345 ou 12345-6789).',
    nl: 'Vul een geldige Amerikaanse ZIP-code in (12345 of 12345-6789).',
  },
  'Validation.VinUs': {
    fr: 'Saisissez un numéro d’identification de véhicule (VIN) valide.',
    nl: 'Vul een geldig voertuigidentificatienummer (VIN) in.',
  },
  'Validation.Ipv4': {
    fr: 'Saisissez une adresse IPv4 valide.',
    nl: 'Vul een geldig IPv4-adres in.',
  },
  'Validation.Ipv6': {
    fr: 'Saisissez une adresse IPv6 valide.',
    nl: 'Vul een geldig IPv6-adres in.',
  },
  'Validation.Netmask': {
    fr: 'Saisissez un masque de sous-réseau valide.',
    nl: 'Vul een geldig subnetmasker in.',
  },
  'Validation.Accept': {
    fr: 'Le fichier {0} n’est pas d’un type accepté ({1}).',
    nl: 'Het bestand {0} is niet van een aanvaard type ({1}).',
  },
  'Validation.MaxFiles': {
    fr: 'Vous pouvez joindre {0} fichier(s) au maximum.',
    nl: 'U kunt maximaal {0} bestand(en) toevoegen.',
  },
  'Validation.MaxSize': {
    fr: 'Le fichier {0} dépasse la taille maximale de {1}.',
    nl: 'Het bestand {0} is groter dan de maximale grootte van {1}.',
  },
  'Validation.MaxSizeTotal': {
    fr: 'Ensemble, les fichiers dépassent la taille maximale de {0}.',
    nl: 'Samen zijn de bestanden groter dan de maximale grootte van {0}.',
  },
  'Validation.RequireFromGroup': {
    fr: 'Remplissez au moins {0} de ces champs.',
    nl: 'Vul minstens {0} van deze velden in.',
  },
  'Validation.SkipOrFillMinimum': {
    fr: 'Laissez ces champs vides ou remplissez-en au moins {0}.',
    nl: 'Laat deze velden leeg of vul er minstens {0} van in.',
  },
};
