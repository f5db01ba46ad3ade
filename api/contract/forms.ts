import { Type, type Static } from '@sinclair/typebox';
import {
  FORM_CODE_PATTERN,
  FORM_FIELD_KINDS,
  FORM_FIELD_NAME_PATTERN,
  FORM_FIELDS_MAX,
  FORM_FILES_MAX,
  FORM_VALUE_MAX,
  HONEYPOT_FIELD,
} from '../../rules/forms';
import { CultureParam } from './common';

/*
 * CMS forms (issue 18, ours: the spec shows form rules, not the CMS's form calls). A definition
 * in the caller's culture for the renderer, and a submission checked with the same rules.
 */
const Closed = { additionalProperties: false } as const;

export const FormCodeParams = Type.Object(
  { code: Type.String({ pattern: FORM_CODE_PATTERN }) },
  Closed,
);
export type FormCodeParams = Static<typeof FormCodeParams>;

export const FormQuery = Type.Object({ culture: Type.Optional(CultureParam) }, Closed);
export type FormQuery = Static<typeof FormQuery>;

export const FormFieldView = Type.Object({
  Name: Type.String(),
  Kind: Type.Union(FORM_FIELD_KINDS.map((k) => Type.Literal(k))),
  Label: Type.String(),
  Hint: Type.Optional(Type.String()),
  Options: Type.Optional(Type.Array(Type.Object({ Value: Type.String(), Label: Type.String() }))),
  /** Markup-style rule attributes, read on the client with rulesFromAttributes as on the server. */
  Attributes: Type.Record(Type.String(), Type.String()),
});
export type FormFieldView = Static<typeof FormFieldView>;

/** The form in one culture. */
export const FormView = Type.Object({
  Code: Type.String(),
  Title: Type.String(),
  Fields: Type.Array(FormFieldView),
});
export type FormView = Static<typeof FormView>;

const FieldNames = { pattern: FORM_FIELD_NAME_PATTERN };

/**
 * A submission, one record per kind of value: the server's schema coerces types, so one record
 * of mixed values would turn a checkbox's true into the text "true". A field's name appears in
 * the record of its kind only.
 */
export const FormSubmission = Type.Object(
  {
    culture: Type.Optional(CultureParam),
    /** Text, select and date fields. */
    Values: Type.Record(Type.String(FieldNames), Type.String({ maxLength: FORM_VALUE_MAX }), {
      maxProperties: FORM_FIELDS_MAX,
    }),
    /** Checkboxes. */
    Checked: Type.Optional(
      Type.Record(Type.String(FieldNames), Type.Boolean(), { maxProperties: FORM_FIELDS_MAX }),
    ),
    /** File fields: the temporary names (tmpName) of their uploads. */
    Files: Type.Optional(
      Type.Record(
        Type.String(FieldNames),
        Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: FORM_FILES_MAX }),
        { maxProperties: FORM_FIELDS_MAX },
      ),
    ),
    /** The honeypot, empty for a human. */
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500 })),
  },
  Closed,
);
export type FormSubmission = Static<typeof FormSubmission>;

/** The thank-you that replaces the form. */
export const FormSubmitted = Type.Object({ Message: Type.String() });
export type FormSubmitted = Static<typeof FormSubmitted>;

/**
 * A refusal: `message` and `field` name the first failing field (as every refusal of the shop
 * does), `Errors` every failing field's message, so the form shows them all on their fields.
 */
export const FormRefusal = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  Errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type FormRefusal = Static<typeof FormRefusal>;
