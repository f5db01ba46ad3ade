import type { WidgetAsset } from '@features/assets';
import type { FormFieldView } from '@api/contract/forms';
import {
  emptyValue,
  ruleAttributes,
  splitRecords,
  type FormValue,
  type SubmittedRecords,
} from '@rules/forms';
import { checkForm, rulesFromAttributes, type RuleDecl, type RuleMessage } from '@rules/validation';

/** The Formik values: a file field holds the widget's assets, the others text or a checkbox. */
export type CmsFormValues = Record<string, string | boolean | WidgetAsset[]>;

export const initialValues = (fields: FormFieldView[]): CmsFormValues =>
  Object.fromEntries(fields.map((f) => [f.Name, emptyValue(f.Kind) as string | boolean]));

/** Each field's rules, read from its attributes as the server reads them (rules/forms). */
export function declaredRules(fields: FormFieldView[]): { name: string; rules: RuleDecl[] }[] {
  return fields.map((f) => ({
    name: f.Name,
    rules: rulesFromAttributes(ruleAttributes(f.Kind, f.Attributes)),
  }));
}

const assetsOf = (value: unknown): WidgetAsset[] => (Array.isArray(value) ? value : []);

/**
 * What the rules check: a file field's uploads as files (name and size; the type is the
 * server's to judge from the stored bytes), everything else as typed.
 */
function checkedValues(fields: FormFieldView[], values: CmsFormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [
      f.Name,
      f.Kind === 'file'
        ? assetsOf(values[f.Name]).map((a) => ({ name: a.name, size: a.size, type: '' }))
        : values[f.Name],
    ]),
  );
}

/**
 * Formik's validate: every field's first failing rule, with the same checkForm the server runs
 * on the submission, as translated sentences (the fields show a sentence as it is).
 */
export function validateValues(
  fields: FormFieldView[],
  declared: { name: string; rules: RuleDecl[] }[],
  values: CmsFormValues,
  culture: string,
  translate: (message: RuleMessage) => string,
): Record<string, string> {
  const failures = checkForm(declared, checkedValues(fields, values), { culture });
  return Object.fromEntries(Object.entries(failures).map(([name, m]) => [name, translate(m)]));
}

/** The call's records: a file field sends the temporary names of its uploads. */
export function submittedRecords(fields: FormFieldView[], values: CmsFormValues): SubmittedRecords {
  const plain: Record<string, FormValue> = {};
  for (const f of fields) {
    const value = values[f.Name];
    plain[f.Name] =
      f.Kind === 'file'
        ? assetsOf(value).flatMap((a) => (a.tmpName ? [a.tmpName] : []))
        : (value as string | boolean);
  }
  return splitRecords(
    fields.map((f) => ({ name: f.Name, kind: f.Kind })),
    plain,
  );
}
