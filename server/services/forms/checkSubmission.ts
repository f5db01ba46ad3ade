import { checkForm, rulesFromAttributes, type RuleMessage } from '../../../rules/validation';
import {
  emptyValue,
  OPTION_KINDS,
  ruleAttributes,
  type FormFieldDefinition,
  type FormValue,
} from '../../../rules/forms';

/** What a file rule reads of an upload (000 "Upload rules"): the stored name, size and type. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Each failing field's first message, in the form's order. */
export type FieldProblems = Record<string, RuleMessage>;

/** A value of the wrong shape for its field (a boolean for a text, text for a file, …). */
function wrongShape(field: FormFieldDefinition, value: FormValue): boolean {
  if (field.kind === 'checkbox') return typeof value !== 'boolean';
  if (field.kind === 'file') return !Array.isArray(value);
  return typeof value !== 'string';
}

/**
 * What no rule attribute says but the form's shape does: only the form's fields, each with a
 * value of its kind, and a select's value one of its options (the client cannot add one).
 */
function shapeProblems(
  fields: FormFieldDefinition[],
  values: Record<string, FormValue>,
): FieldProblems {
  const problems: FieldProblems = {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(values)) {
    if (!known.has(name)) problems[name] = { key: 'CmsForms.UnknownField' };
  }
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (wrongShape(field, value)) problems[field.name] = { key: 'CmsForms.InvalidValue' };
    else if (OPTION_KINDS.includes(field.kind) && value !== '') {
      const listed = (field.options ?? []).some((o) => o.value === value);
      if (!listed) problems[field.name] = { key: 'CmsForms.NotAnOption' };
    }
  }
  return problems;
}

/**
 * Checks a submission with the rules its fields declare, the same rulesFromAttributes /
 * checkForm the client ran (so a shopper who bypasses the client meets the same messages).
 * File fields are checked on `files`: what the server stored of each upload, never what the
 * browser claims.
 */
export function checkSubmission(
  fields: FormFieldDefinition[],
  values: Record<string, FormValue>,
  files: Record<string, FileFacts[]>,
  culture: string,
): FieldProblems {
  const shape = shapeProblems(fields, values);
  if (Object.keys(shape).length > 0) return shape;
  const checked: Record<string, unknown> = {};
  for (const field of fields) {
    checked[field.name] =
      field.kind === 'file'
        ? (files[field.name] ?? [])
        : (values[field.name] ?? emptyValue(field.kind));
  }
  const declared = fields.map((f) => ({
    name: f.name,
    rules: rulesFromAttributes(ruleAttributes(f.kind, f.attributes)),
  }));
  const failures = checkForm(declared, checked, { culture });
  const ordered: FieldProblems = {};
  for (const field of fields) {
    const failure = failures[field.name];
    if (failure) ordered[field.name] = failure;
  }
  return ordered;
}
