import { RULES } from './registry';
import { RuleParamError } from './rule';
import type { FormValues, RuleContext, RuleDecl, RuleMessage } from './types';
import { isEmptyValue } from './values';

/**
 * The first failing rule of a field, or null. Synchronous: `remote` is skipped here (the browser
 * asks its URL, the server checks the same thing in its own service). A declaration's own
 * message key replaces the rule's default one and keeps its arguments.
 */
export function checkField(
  rules: RuleDecl[],
  name: string,
  values: FormValues,
  context: RuleContext,
): RuleMessage | null {
  const value = values[name];
  for (const decl of rules) {
    const def = RULES[decl.rule];
    if (!def) throw new RuleParamError(String(decl.rule), decl.param, 'unknown rule');
    if (decl.rule === 'remote' || (def.optional && isEmptyValue(value))) continue;
    const failure = def.check({ value, name, values, culture: context.culture }, decl.param);
    if (failure) return decl.message ? { ...failure, key: decl.message } : failure;
  }
  return null;
}

/** Every field's first failure, by field name (an empty object when the form is valid). */
export function checkForm(
  fields: { name: string; rules: RuleDecl[] }[],
  values: FormValues,
  context: RuleContext,
): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  for (const field of fields) {
    const failure = checkField(field.rules, field.name, values, context);
    if (failure) errors[field.name] = failure;
  }
  return errors;
}
