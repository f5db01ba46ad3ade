import type { RuleMessage } from '@rules/validation/types';

/*
 * Formik keeps one string per field error. A rule's failure with arguments ({ key, args }) travels
 * as JSON in that string; a failure without arguments as its bare key, so every existing field
 * (which calls t(error)) shows it unchanged. Kept apart from the yup side: the form fields import
 * only this, never yup or the rules.
 */

/** The error string of a failure: its key, or JSON when it has arguments. */
export function encodeRuleMessage(message: RuleMessage): string {
  return message.args?.length
    ? JSON.stringify({ key: message.key, args: message.args })
    : message.key;
}

/** A Formik error as a failure: JSON from encodeRuleMessage, else a key or the server's own sentence. */
export function decodeRuleMessage(error: unknown): RuleMessage | null {
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RuleMessage).key === 'string'
  ) {
    return error as RuleMessage;
  }
  if (typeof error !== 'string' || !error) return null;
  if (error.startsWith('{"key":')) {
    try {
      const parsed = JSON.parse(error) as RuleMessage;
      if (typeof parsed.key === 'string') return parsed;
    } catch {
      // Not ours after all: shown as the text it is.
    }
  }
  return { key: error };
}

/** The text a field shows for its error, translated with its {0}, {1} filled in. */
export function translateError(
  t: (key: string, ...args: (string | number)[]) => string,
  error: unknown,
): string {
  const message = decodeRuleMessage(error);
  return message ? t(message.key, ...(message.args ?? [])) : '';
}
