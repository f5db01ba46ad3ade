import type { FormView } from '@api/contract/forms';

/** A form with one field of each kind the renderer knows but the file (the asset widget's own). */
export const applicationForm: FormView = {
  Code: 'apply',
  Title: 'Postuler',
  Fields: [
    { Name: 'Name', Kind: 'text', Label: 'Nom', Attributes: { required: '', maxlength: '20' } },
    { Name: 'Email', Kind: 'email', Label: 'E-mail', Attributes: { required: '' } },
    {
      Name: 'Phone',
      Kind: 'tel',
      Label: 'Téléphone',
      Hint: 'Un numéro belge',
      Attributes: { 'data-rule-phone': 'BE' },
    },
    { Name: 'BirthDate', Kind: 'date', Label: 'Date de naissance', Attributes: { required: '' } },
    {
      Name: 'Position',
      Kind: 'fakeSelect',
      Label: 'Poste',
      Options: [
        { Value: 'store', Label: 'Magasin' },
        { Value: 'web', Label: 'Web' },
      ],
      Attributes: { required: '' },
    },
    {
      Name: 'Subject',
      Kind: 'enhancedSelect',
      Label: 'Sujet',
      Options: [
        { Value: 'order', Label: 'Une commande' },
        { Value: 'other', Label: 'Autre chose' },
      ],
      Attributes: { required: '' },
    },
    {
      Name: 'Motivation',
      Kind: 'textarea',
      Label: 'Motivation',
      Attributes: { required: '', 'data-rule-minwords': '3', 'data-rule-maxwords': '10' },
    },
    { Name: 'LinkedIn', Kind: 'text', Label: 'LinkedIn', Attributes: { type: 'url' } },
    {
      Name: 'Consent',
      Kind: 'checkbox',
      Label: 'J’accepte',
      Attributes: { 'data-rule-enforcetrue': '' },
    },
  ],
};

/** A small form for the server round trips. */
export const questionForm: FormView = {
  Code: 'question',
  Title: 'Une question',
  Fields: [
    { Name: 'Email', Kind: 'email', Label: 'E-mail', Attributes: { required: '' } },
    { Name: 'Question', Kind: 'textarea', Label: 'Question', Attributes: { required: '' } },
    { Name: 'Ok', Kind: 'checkbox', Label: 'D’accord', Attributes: {} },
  ],
};
