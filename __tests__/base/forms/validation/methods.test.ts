/** yup methods for hand-written schemas (string().iban(), .maxWords(n), .phone('BE')…), messages in fr and nl. */
import { describe, expect, it } from '@jest/globals';
import { object, string, type StringSchema } from 'yup';
import { translateError } from '@base/forms/validation';
import { translatorFor } from './translators';

/** The translated message of a failing value, or null when it passes. */
async function messageOf(schema: StringSchema, value: string, culture: 'fr' | 'nl' = 'fr') {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return translateError(translatorFor(culture), (error as Error).message);
  }
}

describe('yup methods', () => {
  it.each([
    [
      'iban',
      string().iban(),
      'BE68 5390 0754 7034',
      'BE68 5390 0754 7035',
      'Saisissez un IBAN valide (vérifiez sa longueur et ses chiffres de contrôle).',
    ],
    [
      'iban("BE")',
      string().iban('BE'),
      'BE68539007547034',
      'NL91ABNA0417164300',
      'Saisissez un IBAN de l’un de ces pays : BE.',
    ],
    [
      'bic',
      string().bic(),
      'GEBABEBB',
      'GEBA',
      'Saisissez un code BIC valide (8 ou 11 caractères).',
    ],
    [
      'creditCard',
      string().creditCard(),
      '4242 4242 4242 4242',
      '424242424242',
      'Veuillez saisir un numéro de carte de crédit valide.',
    ],
    [
      'creditCardTypes',
      string().creditCardTypes('amex'),
      '378282246310005',
      '4242424242424242',
      'Ce type de carte n’est pas accepté ici.',
    ],
    [
      'maxWords',
      string().maxWords(2),
      'deux mots',
      'trois petits mots',
      'Veuillez saisir 2 mots ou moins.',
    ],
    ['minWords', string().minWords(2), 'deux mots', 'un', 'Veuillez saisir au moins 2 mots.'],
    [
      'rangeWords',
      string().rangeWords(1, 2),
      'un',
      'un deux trois',
      'Veuillez saisir entre 1 et 2 mots.',
    ],
    [
      'phone',
      string().phone('NL'),
      '06-12345678',
      '06-1234',
      'Saisissez un numéro de téléphone valide (NL).',
    ],
    ['postcode', string().postcode('FR'), '75001', '7500', 'Saisissez un code postal valide (FR).'],
    [
      'nationalId BE',
      string().nationalId('BE'),
      '85.07.30-033.28',
      '85.07.30-033.29',
      'Ce numéro d’identification n’est pas valide : vérifiez-le.',
    ],
    [
      'nationalId NL',
      string().nationalId('NL'),
      '111222333',
      '111222334',
      'Ce numéro d’identification n’est pas valide : vérifiez-le.',
    ],
    [
      'stateUs',
      string().stateUs(),
      'TX',
      'XX',
      'Saisissez le code à deux lettres d’un État américain.',
    ],
    [
      'zipcodeUs',
      string().zipcodeUs(),
      '90210',
      '9021',
      'Saisissez un code ZIP américain valide (12345 ou 12345-6789).',
    ],
    [
      'vinUs',
      string().vinUs(),
      '1M8GDM9AXKP042788',
      '1M8GDM9A1KP042788',
      'Saisissez un numéro d’identification de véhicule (VIN) valide.',
    ],
    ['ipv4', string().ipv4(), '10.0.0.1', '10.0.0.256', 'Saisissez une adresse IPv4 valide.'],
    ['ipv6', string().ipv6(), '2001:db8::1', '2001:db8:::1', 'Saisissez une adresse IPv6 valide.'],
    [
      'netmask',
      string().netmask(),
      '255.255.0.0',
      '255.0.255.0',
      'Saisissez un masque de sous-réseau valide.',
    ],
    [
      'alphanumeric',
      string().alphanumeric(),
      'abc_1',
      'abc 1',
      'Saisissez uniquement des lettres, des chiffres et des traits de soulignement.',
    ],
    ['lettersOnly', string().lettersOnly(), 'Zoë', 'Zoë2', 'Saisissez uniquement des lettres.'],
    [
      'noWhitespace',
      string().noWhitespace(),
      'a-b',
      'a b',
      'Les espaces ne sont pas autorisés ici.',
    ],
    ['integer', string().integer(), '-12', '1.5', 'Saisissez un nombre entier.'],
    ['time', string().time(), '23:59', '24:00', 'Saisissez une heure valide entre 00:00 et 23:59.'],
    [
      'time12h',
      string().time12h(),
      '11:59 PM',
      '13:00 PM',
      'Saisissez une heure valide au format 12 heures (par exemple 9:30 AM).',
    ],
    [
      'url2',
      string().url2(),
      'http://intranet',
      'intranet',
      'Saisissez une adresse web valide (commençant par http:// ou https://).',
    ],
    [
      'currency',
      string().currency(),
      '1.234,50 €',
      'douze €',
      'Saisissez un montant valide (deux décimales au plus).',
    ],
    [
      'cultureDate',
      string().cultureDate('fr'),
      '28/02/2026',
      '30/02/2026',
      'Saisissez une date valide (JJ/MM/AAAA).',
    ],
    [
      'password',
      string().password(8, 1),
      'abcdefg!',
      'abcdefgh',
      'Le mot de passe doit contenir au moins 1 caractère(s) autre(s) qu’une lettre ou un chiffre.',
    ],
    [
      'forbidden',
      string().forbidden('https?://'),
      'mon texte',
      'voir http://spam',
      'Format non valide.',
    ],
    ['rule', string().rule('maxlength', '3'), 'abc', 'abcd', 'Saisissez 3 caractères au maximum.'],
  ] as [string, StringSchema, string, string, string][])(
    '%s',
    async (_name, schema, good, bad, message) => {
      await expect(messageOf(schema, good)).resolves.toBeNull();
      await expect(messageOf(schema, bad)).resolves.toBe(message);
    },
  );

  it('leaves an empty value to required()', async () => {
    await expect(messageOf(string().iban(), '')).resolves.toBeNull();
    await expect(messageOf(string().required('Validation.Required').iban(), '')).resolves.toBe(
      'Ce champ est obligatoire.',
    );
  });

  it('speaks Dutch with the Dutch strings', async () => {
    await expect(messageOf(string().maxWords(2), 'een twee drie', 'nl')).resolves.toBe(
      'Vul 2 woorden of minder in.',
    );
    await expect(messageOf(string().phone('BE'), '12', 'nl')).resolves.toBe(
      'Vul een geldig telefoonnummer in (BE).',
    );
  });

  it('reads the other fields of the object (equalto, requiredif)', async () => {
    const schema = object({
      Password: string(),
      Again: string().rule('equalto', 'Password'),
      Company: string(),
      Vat: string().rule('requiredif', 'Company,eq,yes'),
    });
    await expect(
      schema.validate({ Password: 'a', Again: 'a', Company: 'no', Vat: '' }),
    ).resolves.toBeTruthy();
    await expect(schema.validate({ Password: 'a', Again: 'b' })).rejects.toThrow(
      'Validation.EqualTo',
    );
    await expect(schema.validate({ Company: 'yes', Vat: '' })).rejects.toThrow(
      'Validation.RequiredIf',
    );
  });
});
