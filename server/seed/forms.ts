import type { FormDefinition, FormFieldDefinition } from '../../rules/forms';
import type { AppDb } from '../db/client';
import { cmsForms } from '../db/schema';
import { fromExcluded } from './upsert';
import { insertMissingPages } from './pagesUpgrade';

/*
 * The CMS forms of the demo shop (issue 18): contact, work with us, a question about a product.
 * Rules are attributes as CMS markup writes them (rules/validation reads them on both sides).
 */

const l = (fr: string, nl: string) => ({ fr, nl });

const email = (name = 'Email'): FormFieldDefinition => ({
  name,
  kind: 'email',
  labels: l('E-mail', 'E-mail'),
  attributes: { required: '', maxlength: '254', autocomplete: 'email' },
});

const phone = (required: boolean): FormFieldDefinition => ({
  name: 'Phone',
  kind: 'tel',
  labels: l('Téléphone', 'Telefoon'),
  hints: l('Un numéro belge, par ex. 0470 12 34 56', 'Een Belgisch nummer, bv. 0470 12 34 56'),
  attributes: {
    ...(required ? { required: '' } : {}),
    'data-rule-phone': 'BE',
    autocomplete: 'tel',
  },
});

const contact: FormDefinition = {
  code: 'contact',
  titles: l('Contactez-nous', 'Neem contact op'),
  fields: [
    {
      name: 'Name',
      kind: 'text',
      labels: l('Nom', 'Naam'),
      attributes: { required: '', maxlength: '100', autocomplete: 'name' },
    },
    email(),
    phone(false),
    {
      name: 'Subject',
      kind: 'enhancedSelect',
      labels: l('Sujet', 'Onderwerp'),
      options: [
        { value: 'order', labels: l('Une commande', 'Een bestelling') },
        { value: 'delivery', labels: l('La livraison', 'De levering') },
        { value: 'return', labels: l('Un retour', 'Een retour') },
        { value: 'product', labels: l('Un produit', 'Een product') },
        { value: 'other', labels: l('Autre chose', 'Iets anders') },
      ],
      attributes: { required: '' },
    },
    {
      name: 'Message',
      kind: 'textarea',
      labels: l('Message', 'Bericht'),
      hints: l('300 mots au plus', 'Hoogstens 300 woorden'),
      attributes: { required: '', 'data-rule-maxwords': '300' },
    },
  ],
};

const workWithUs: FormDefinition = {
  code: 'work-with-us',
  titles: l('Postuler chez Vitrine', 'Solliciteren bij Vitrine'),
  fields: [
    {
      name: 'FirstName',
      kind: 'text',
      labels: l('Prénom', 'Voornaam'),
      attributes: { required: '', maxlength: '100', autocomplete: 'given-name' },
    },
    {
      name: 'LastName',
      kind: 'text',
      labels: l('Nom', 'Achternaam'),
      attributes: { required: '', maxlength: '100', autocomplete: 'family-name' },
    },
    email(),
    phone(true),
    {
      name: 'BirthDate',
      kind: 'date',
      labels: l('Date de naissance', 'Geboortedatum'),
      hints: l('JJ/MM/AAAA', 'DD-MM-JJJJ'),
      attributes: { required: '', autocomplete: 'bday' },
    },
    {
      name: 'StartDate',
      kind: 'date',
      labels: l('Date de début souhaitée', 'Gewenste startdatum'),
      hints: l('JJ/MM/AAAA, facultatif', 'DD-MM-JJJJ, optioneel'),
      attributes: {},
    },
    {
      name: 'Position',
      kind: 'fakeSelect',
      labels: l('Poste', 'Functie'),
      options: [
        { value: 'store', labels: l('Vente en magasin', 'Verkoop in de winkel') },
        { value: 'warehouse', labels: l('Entrepôt et expéditions', 'Magazijn en verzending') },
        { value: 'customer-service', labels: l('Service clients', 'Klantendienst') },
        { value: 'web', labels: l('Boutique en ligne', 'Webwinkel') },
      ],
      attributes: { required: '' },
    },
    {
      name: 'Motivation',
      kind: 'textarea',
      labels: l('Votre motivation', 'Uw motivatie'),
      hints: l('Entre 10 et 300 mots', 'Tussen 10 en 300 woorden'),
      attributes: { required: '', 'data-rule-minwords': '10', 'data-rule-maxwords': '300' },
    },
    {
      name: 'LinkedIn',
      kind: 'text',
      labels: l('Profil LinkedIn (facultatif)', 'LinkedIn-profiel (optioneel)'),
      attributes: { type: 'url', maxlength: '300', 'data-rule-url': '' },
    },
    {
      name: 'Cv',
      kind: 'file',
      labels: l('CV', 'Cv'),
      hints: l('PDF, DOCX ou ODT, 5 Mo au plus', 'PDF, DOCX of ODT, hoogstens 5 MB'),
      attributes: {
        required: '',
        accept: '.pdf,.docx,.odt',
        'data-rule-extension': 'pdf|docx|odt',
        'data-rule-maxsize': String(5 * 1024 * 1024),
      },
    },
    {
      name: 'Consent',
      kind: 'checkbox',
      labels: l(
        'J’accepte que Vitrine conserve ma candidature un an pour la traiter.',
        'Ik ga ermee akkoord dat Vitrine mijn sollicitatie een jaar bewaart om ze te behandelen.',
      ),
      attributes: { 'data-rule-enforcetrue': '' },
    },
  ],
};

const productQuestion: FormDefinition = {
  code: 'product-question',
  titles: l('Une question sur un produit ?', 'Een vraag over een product?'),
  fields: [
    email(),
    {
      name: 'ProductReference',
      kind: 'text',
      labels: l('Référence ou nom du produit', 'Referentie of naam van het product'),
      attributes: { required: '', maxlength: '100' },
    },
    {
      name: 'Topic',
      kind: 'enhancedSelect',
      labels: l('Votre question porte sur', 'Uw vraag gaat over'),
      options: [
        { value: 'size', labels: l('La taille', 'De maat') },
        { value: 'material', labels: l('La matière', 'Het materiaal') },
        { value: 'care', labels: l('L’entretien', 'Het onderhoud') },
        { value: 'availability', labels: l('La disponibilité', 'De beschikbaarheid') },
        { value: 'other', labels: l('Autre chose', 'Iets anders') },
      ],
      attributes: { required: '' },
    },
    {
      name: 'Question',
      kind: 'textarea',
      labels: l('Votre question', 'Uw vraag'),
      hints: l('Entre 3 et 200 mots', 'Tussen 3 en 200 woorden'),
      attributes: { required: '', 'data-rule-rangewords': '3,200' },
    },
    {
      name: 'OrderNumber',
      kind: 'text',
      labels: l('Numéro de commande (facultatif)', 'Bestelnummer (optioneel)'),
      hints: l('Par ex. VT-2026-000123', 'Bv. VT-2026-000123'),
      // The shop's order numbers (services/checkout/orderNumber.ts): VT-2026-000123.
      attributes: { pattern: 'VT-[0-9]{4}-[0-9]{6,10}', maxlength: '20' },
    },
  ],
};

/** The forms with the mailbox each one's submissions go to. */
export const seededForms = [
  { form: contact, recipient: 'shop@vitrine.test' },
  { form: workWithUs, recipient: 'jobs@vitrine.test' },
  { form: productQuestion, recipient: 'shop@vitrine.test' },
];

/** The CMS pages holding a form's marker (data/pages.ts), written for older shops too. */
const FORM_PAGE_SLUGS = ['work-with-us', 'product-question'];

/**
 * Writes the forms. A full seed rewrites them (`overwrite`); a shop seeded before issue 18 gets
 * them, and their pages, once, and keeps whatever it has since changed.
 */
export async function seedForms(
  db: Pick<AppDb, 'insert'>,
  { overwrite }: { overwrite: boolean },
): Promise<void> {
  const rows = seededForms.map(({ form, recipient }) => ({
    code: form.code,
    titles: form.titles,
    fields: form.fields,
    recipient,
  }));
  const insert = db.insert(cmsForms).values(rows);
  if (overwrite) {
    await insert.onConflictDoUpdate({
      target: cmsForms.code,
      set: fromExcluded(cmsForms, ['titles', 'fields', 'recipient']),
    });
    return;
  }
  await insert.onConflictDoNothing();
  await insertMissingPages(db, FORM_PAGE_SLUGS);
}
