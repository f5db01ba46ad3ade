/*
 * CMS forms (issue 18, 000 "Validation rules"): the shape of a form definition, which the
 * server stores (cms_forms.fields), hands to the renderer and checks a submission against, and
 * which the client renders with Formik. Rules are declared the way CMS markup declares them,
 * as attributes (`required`, `maxlength`, `data-rule-maxwords`, …); rules/validation reads them.
 */

/** The inputs a CMS form may hold. */
export const FORM_FIELD_KINDS = [
  'text',
  'email',
  'tel',
  'textarea',
  'number',
  'select',
  'enhancedSelect',
  'fakeSelect',
  'date',
  'checkbox',
  'file',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Kinds whose value is one of the field's options. */
export const OPTION_KINDS: readonly FormFieldKind[] = ['select', 'enhancedSelect', 'fakeSelect'];

/** Text per culture ({ fr, nl }). */
export type Localized = Record<string, string>;

export interface FormFieldOption {
  value: string;
  labels: Localized;
}

/** One field as stored: its name (the value's key), its input, its labels and its rules. */
export interface FormFieldDefinition {
  name: string;
  kind: FormFieldKind;
  labels: Localized;
  /** A help text under the input, per culture. */
  hints?: Localized;
  options?: FormFieldOption[];
  /** Markup-style attributes: `required`, `maxlength`, `data-rule-phone="BE"`, `accept`, … */
  attributes: Record<string, string>;
}

/** A whole form as stored. */
export interface FormDefinition {
  code: string;
  titles: Localized;
  fields: FormFieldDefinition[];
}

/** A value as the form sends it: text, a checkbox, or the temporary names of uploaded files. */
export type FormValue = string | boolean | string[];

/**
 * The honeypot: an input humans never see (off-screen, aria-hidden, out of the tab order).
 * A filled one gets the same thank-you, and nothing is stored or mailed.
 */
export const HONEYPOT_FIELD = 'website';

export const FORM_CODE_PATTERN = '^[a-z0-9-]{1,60}$';
export const FORM_FIELD_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,59}$';
/** Bounds of what one submission may carry (the schema refuses more before any rule runs). */
export const FORM_VALUE_MAX = 10_000;
export const FORM_FIELDS_MAX = 40;
export const FORM_FILES_MAX = 10;

/** A field's label in a culture, falling back on French (the shop's default culture). */
export function localized(text: Localized, culture: string): string {
  return text[culture] ?? text.fr ?? '';
}

/** An empty value of a field's kind: the form's initial value. */
export function emptyValue(kind: FormFieldKind): FormValue {
  if (kind === 'checkbox') return false;
  if (kind === 'file') return [];
  return '';
}

/** The input type a kind implies, which is itself a rule (type="email" → the email rule). */
const KIND_TYPES: Partial<Record<FormFieldKind, string>> = {
  email: 'email',
  number: 'number',
  date: 'date',
};

/**
 * A field's rule attributes as markup would carry them: the declared ones, plus the `type` its
 * kind implies. Both sides read rules from this, never from `attributes` alone.
 */
export function ruleAttributes(
  kind: FormFieldKind,
  attributes: Record<string, string>,
): Record<string, string> {
  const type = KIND_TYPES[kind];
  return type ? { type, ...attributes } : { ...attributes };
}

/** A submission as sent: one record per kind of value (api/contract/forms.ts says why). */
export interface SubmittedRecords {
  Values: Record<string, string>;
  Checked?: Record<string, boolean>;
  Files?: Record<string, string[]>;
}

/**
 * The records as one map of values, and the names sent in more than one record (a bad
 * submission: the field gets an "invalid value" answer).
 */
export function mergeRecords(records: SubmittedRecords): {
  values: Record<string, FormValue>;
  duplicates: string[];
} {
  const values: Record<string, FormValue> = {};
  const duplicates: string[] = [];
  const parts = [records.Values, records.Checked ?? {}, records.Files ?? {}];
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(values, name)) duplicates.push(name);
      values[name] = value;
    }
  }
  return { values, duplicates };
}

/** The inverse, for the client: a form's values split into the records the call sends. */
export function splitRecords(
  fields: { name: string; kind: FormFieldKind }[],
  values: Record<string, FormValue>,
): SubmittedRecords {
  const records: Required<SubmittedRecords> = { Values: {}, Checked: {}, Files: {} };
  for (const { name, kind } of fields) {
    const value = values[name];
    if (kind === 'checkbox') records.Checked[name] = value === true;
    else if (kind === 'file') records.Files[name] = Array.isArray(value) ? value : [];
    else records.Values[name] = typeof value === 'string' ? value : '';
  }
  return records;
}
