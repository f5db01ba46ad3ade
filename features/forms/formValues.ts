import type { WidgetAsset } from '@features/assets';
import type { FormFieldView } from '@api/contract/forms';
import {
  emptyValue,
  ruleAttributes,
  splitRecords,
  type FormValue,
  type SubmittedRecords,
} from '@rules/forms';
import { rulesFromAttributes, type RuleDecl } from '@rules/validation';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';

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
 * An upload as the file rules read it. Its name is the file's address's last segment, which
 * carries the extension of the kind the server found in the bytes: the shown name may have been
 * edited ("Mon CV"), and the server checks the name the file came with, not the shown one.
 */
export function uploadFacts(asset: WidgetAsset): { name: string; size: number; type: string } {
  const segment = asset.uri?.split('/').pop();
  const name = segment ? decodeURIComponent(segment) : asset.name;
  return { name, size: asset.size, type: '' };
}

/**
 * What the rules check: a file field's uploads as files (uploadFacts; the type is the server's to
 * judge from the stored bytes), everything else as typed.
 */
function checkedValues(fields: FormFieldView[], values: CmsFormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [
      f.Name,
      f.Kind === 'file' ? assetsOf(values[f.Name]).map(uploadFacts) : values[f.Name],
    ]),
  );
}

/**
 * Formik's validate: the yup schema of the form's rules (yupForFields: its tests call the same
 * checkField the server runs, and ask a `remote` rule's URL), on the values as the rules read
 * them. Errors are rule messages encoded as Formik's strings (translateError shows them).
 */
export async function validateValues(
  fields: FormFieldView[],
  schema: AnySchema,
  values: CmsFormValues,
): Promise<FormikErrors<CmsFormValues>> {
  try {
    await schema.validate(checkedValues(fields, values), { abortEarly: false });
    return {};
  } catch (error: unknown) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
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
