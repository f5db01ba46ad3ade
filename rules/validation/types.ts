/*
 * The validation library's shapes (issue 18, 000 §5 "Validation rules"). Both the client (yup,
 * base/forms/validation) and the server (CMS form submissions) check with the same rules, so
 * the two can never disagree.
 */

/** A failure: a string-resource key of server/seed/data/strings/validation.ts and its {0}, {1}. */
export type RuleMessage = { key: string; args?: (string | number)[] };

/** Every rule name, lower-case as in markup (`data-rule-<name>`). */
export const RULE_NAMES = [
  'required',
  'maxlength',
  'minlength',
  'length',
  'range',
  'number',
  'digits',
  'date',
  'email',
  'url',
  'regex',
  'equalto',
  'notequalto',
  'requiredif',
  'mandatory',
  'requiredor',
  'enforcetrue',
  'creditcard',
  'creditcardtypes',
  'extension',
  'password',
  'remote',
  'maxwords',
  'minwords',
  'rangewords',
  'alphanumeric',
  'lettersonly',
  'nowhitespace',
  'integer',
  'pattern',
  'time',
  'time12h',
  'url2',
  'currency',
  'greaterthan',
  'greaterthanequal',
  'lessthan',
  'lessthanequal',
  'iban',
  'bic',
  'phone',
  'postcode',
  'nationalid',
  'stateus',
  'zipcodeus',
  'vinus',
  'ipv4',
  'ipv6',
  'netmask',
  'accept',
  'maxfiles',
  'maxsize',
  'maxsizetotal',
  'require_from_group',
  'skip_or_fill_minimum',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

/** One declared rule: `param` is the attribute's string value, `message` a resource key that replaces the default. */
export type RuleDecl = { rule: RuleName; param?: string; message?: string };

/** What the browser gives for a file input, and what the server reads from a multipart part. */
export type FileValue = { name: string; size: number; type: string };

export type FormValues = Record<string, unknown>;

export type RuleContext = { culture: string };

/** What a rule sees: its own value, the whole form (comparisons, groups) and the culture (dates). */
export type RuleInput = {
  value: unknown;
  name: string;
  values: FormValues;
  culture: string;
};

export function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}
