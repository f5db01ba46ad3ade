import { RULES } from './registry';
import { RuleParamError } from './rule';
import { isRuleName, type RuleDecl, type RuleName } from './types';

/*
 * Rules read from a field's markup-style attributes (000 §5 "Standard rules read from field
 * markup"): the HTML ones, then data-rule-<name>="param" and data-msg-<name>="Resource.Key".
 */

/** The rules the input types imply. */
const TYPE_RULES: Partial<Record<string, RuleName>> = {
  email: 'email',
  url: 'url',
  number: 'number',
  date: 'date',
};

/** Throws on an unknown rule or a malformed param: a typo must not silently drop a rule. */
export function assertRules(rules: RuleDecl[]): RuleDecl[] {
  for (const { rule, param } of rules) {
    const def = isRuleName(rule) ? RULES[rule] : undefined;
    if (!def) throw new RuleParamError(String(rule), param, 'unknown rule');
    def.checkParam?.(param);
  }
  return rules;
}

/** HTML's boolean attribute: present means on (React may write "false" for off). */
const isOn = (value: string | undefined) => value !== undefined && value.toLowerCase() !== 'false';

function htmlRules(attrs: Record<string, string>): [RuleName, string | undefined][] {
  const found: [RuleName, string | undefined][] = [];
  if (isOn(attrs.required)) found.push(['required', undefined]);
  const typeRule = TYPE_RULES[(attrs.type ?? '').toLowerCase()];
  if (typeRule) found.push([typeRule, undefined]);
  if (attrs.maxlength !== undefined) found.push(['maxlength', attrs.maxlength]);
  if (attrs.minlength !== undefined) found.push(['minlength', attrs.minlength]);
  if (attrs.min !== undefined || attrs.max !== undefined) {
    found.push(['range', `${attrs.min ?? ''},${attrs.max ?? ''}`]);
  }
  if (attrs.pattern !== undefined) found.push(['pattern', attrs.pattern]);
  if (attrs.accept !== undefined) found.push(['accept', attrs.accept]);
  return found;
}

export function rulesFromAttributes(attributes: Record<string, string>): RuleDecl[] {
  const attrs = Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name.toLowerCase(), value]),
  );
  // One declaration per rule: a data-rule-x after the HTML attribute replaces it.
  const rules = new Map<RuleName, RuleDecl>();
  for (const [rule, param] of htmlRules(attrs))
    rules.set(rule, param === undefined ? { rule } : { rule, param });
  const messages: [string, string][] = [];
  for (const [name, value] of Object.entries(attrs)) {
    if (name.startsWith('data-rule-')) {
      const rule = name.slice('data-rule-'.length);
      if (!isRuleName(rule)) throw new RuleParamError(rule, value, `unknown rule in ${name}`);
      // jQuery's markup writes data-rule-email="true" (on) and "false" (off, on purpose).
      const flag = value.trim().toLowerCase();
      if (flag === 'false') rules.delete(rule);
      else rules.set(rule, flag === '' || flag === 'true' ? { rule } : { rule, param: value });
    } else if (name.startsWith('data-msg-')) {
      messages.push([name.slice('data-msg-'.length), value]);
    }
  }
  for (const [rule, key] of messages) {
    const decl = isRuleName(rule) ? rules.get(rule) : undefined;
    if (!decl)
      throw new RuleParamError(rule, key, `data-msg-${rule} for a rule the field does not have`);
    decl.message = key;
  }
  // required first: an empty field says "required", not a format message.
  const ordered = [...rules.values()].sort(
    (a, b) => Number(b.rule === 'required') - Number(a.rule === 'required'),
  );
  return assertRules(ordered);
}
