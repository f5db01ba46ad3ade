/** yupForFields: a yup schema from rule declarations, both cultures' messages, the remote rule's GET. */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ValidationError } from 'yup';
import { translateError, yupForFields, type FieldRules } from '@base/forms/validation';
import { rulesFromAttributes } from '@rules/validation';
import { translatorFor } from './translators';

/** Every field's error text (Formik keeps the first per field), translated. */
async function errorsOf(
  fields: FieldRules[],
  values: Record<string, unknown>,
  culture: 'fr' | 'nl',
  fetchRemote?: (r: unknown) => Promise<unknown>,
): Promise<Record<string, string>> {
  const schema = yupForFields(fields, fetchRemote ? { culture, fetchRemote } : { culture });
  const t = translatorFor(culture);
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', translateError(t, e.message)]));
  }
}

/** A "work with us" form declared as markup attributes. */
const workWithUs: FieldRules[] = [
  { name: 'Name', rules: rulesFromAttributes({ required: '', maxlength: '100' }) },
  { name: 'Email', rules: rulesFromAttributes({ type: 'email', required: '' }) },
  { name: 'EmailAgain', rules: rulesFromAttributes({ 'data-rule-equalto': 'Email' }) },
  { name: 'Phone', rules: rulesFromAttributes({ 'data-rule-phone': 'BE' }) },
  { name: 'Motivation', rules: rulesFromAttributes({ 'data-rule-rangewords': '3,5' }) },
  { name: 'Start', rules: rulesFromAttributes({ type: 'date' }) },
  {
    name: 'Cv',
    rules: rulesFromAttributes({
      required: '',
      accept: '.pdf,.docx',
      'data-rule-maxsize': '2MB',
    }),
  },
  { name: 'Consent', rules: rulesFromAttributes({ 'data-rule-enforcetrue': '' }) },
];

const goodValues = {
  Name: 'Anaïs Peeters',
  Email: 'anais@example.be',
  EmailAgain: 'anais@example.be',
  Phone: '0470 12 34 56',
  Motivation: 'J’aime vendre des chaussures',
  Start: '01/09/2026',
  Cv: [{ name: 'cv.pdf', size: 120_000, type: 'application/pdf' }],
  Consent: true,
};

const badValues = {
  Name: '',
  Email: 'anais@',
  EmailAgain: 'anais@example.com',
  Phone: '12',
  Motivation: 'Oui',
  Start: '31/02/2026',
  Cv: [{ name: 'cv.pdf', size: 3 * 1024 * 1024, type: 'application/pdf' }],
  Consent: false,
};

describe('yupForFields', () => {
  it('accepts a good form', async () => {
    await expect(errorsOf(workWithUs, goodValues, 'fr')).resolves.toEqual({});
  });

  it('gives each field its first failure in French', async () => {
    await expect(errorsOf(workWithUs, badValues, 'fr')).resolves.toEqual({
      Name: 'Ce champ est obligatoire.',
      Email: 'Saisissez une adresse e-mail valide.',
      EmailAgain: 'Les deux valeurs ne correspondent pas.',
      Phone: 'Saisissez un numéro de téléphone valide (BE).',
      Motivation: 'Veuillez saisir entre 3 et 5 mots.',
      Start: 'Saisissez une date valide (JJ/MM/AAAA).',
      Cv: 'Le fichier cv.pdf dépasse la taille maximale de 2 Mo.',
      Consent: 'Cochez cette case pour continuer.',
    });
  });

  it('gives the same failures in Dutch', async () => {
    await expect(errorsOf(workWithUs, badValues, 'nl')).resolves.toEqual({
      Name: 'Dit veld is verplicht.',
      Email: 'Vul een geldig e-mailadres in.',
      EmailAgain: 'De twee waarden komen niet overeen.',
      Phone: 'Vul een geldig telefoonnummer in (BE).',
      Motivation: 'Vul tussen 3 en 5 woorden in.',
      Start: 'Vul een geldige datum in (DD-MM-JJJJ).',
      Cv: 'Het bestand cv.pdf is groter dan de maximale grootte van 2 MB.',
      Consent: 'Vink dit vakje aan om verder te gaan.',
    });
  });

  it('reads the date in the culture: 09-01-2026 is 9 January in nl', async () => {
    const fields = [{ name: 'Start', rules: rulesFromAttributes({ type: 'date' }) }];
    await expect(errorsOf(fields, { Start: '09-01-2026' }, 'nl')).resolves.toEqual({});
    await expect(errorsOf(fields, { Start: '01-13-2026' }, 'nl')).resolves.toEqual({
      Start: 'Vul een geldige datum in (DD-MM-JJJJ).',
    });
  });

  it('takes an empty file list as missing when the file is required', async () => {
    await expect(errorsOf(workWithUs, { ...goodValues, Cv: [] }, 'fr')).resolves.toEqual({
      Cv: 'Ce champ est obligatoire.',
    });
  });
});

describe('the remote rule', () => {
  const fields: FieldRules[] = [
    {
      name: 'Email',
      rules: rulesFromAttributes({
        type: 'email',
        'data-rule-remote': '/api/v1/forms/email-free',
      }),
    },
  ];

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks the URL with GET (the default) and the field in the query', async () => {
    const fetchRemote = jest.fn(async (_request: unknown) => true);
    await expect(errorsOf(fields, { Email: 'a@b.be' }, 'fr', fetchRemote)).resolves.toEqual({});
    expect(fetchRemote).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/v1/forms/email-free?Email=a%40b.be',
    });
  });

  it('shows the default message on false, the answer’s own key on a text', async () => {
    await expect(errorsOf(fields, { Email: 'a@b.be' }, 'nl', async () => false)).resolves.toEqual({
      Email: 'Deze waarde wordt niet aanvaard.',
    });
    await expect(
      errorsOf(fields, { Email: 'a@b.be' }, 'fr', async () => 'Validation.Email'),
    ).resolves.toEqual({ Email: 'Saisissez une adresse e-mail valide.' });
  });

  it('does not ask while a synchronous rule fails, nor for an empty value', async () => {
    const fetchRemote = jest.fn(async (_request: unknown) => true);
    await expect(errorsOf(fields, { Email: 'nope' }, 'fr', fetchRemote)).resolves.toEqual({
      Email: 'Saisissez une adresse e-mail valide.',
    });
    await errorsOf(fields, { Email: '' }, 'fr', fetchRemote);
    expect(fetchRemote).not.toHaveBeenCalled();
  });

  it('asks once per value, however often Formik validates', async () => {
    const fetchRemote = jest.fn(async (_request: unknown) => true);
    const schema = yupForFields(fields, { culture: 'fr', fetchRemote });
    await schema.validate({ Email: 'a@b.be' });
    await schema.validate({ Email: 'a@b.be' });
    await schema.validate({ Email: 'c@d.be' });
    expect(fetchRemote).toHaveBeenCalledTimes(2);
  });

  it('uses fetch by default: a GET with the session cookie, JSON answer', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('false', { headers: { 'Content-Type': 'application/json' } }),
      );
    await expect(errorsOf(fields, { Email: 'x@y.be' }, 'fr')).resolves.toEqual({
      Email: 'Cette valeur n’est pas acceptée.',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/forms/email-free?Email=x%40y.be');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('lets the value through when the URL cannot answer (the server checks it again)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(errorsOf(fields, { Email: 'x@y.be' }, 'fr')).resolves.toEqual({});
    expect(warn).toHaveBeenCalled();
  });
});
