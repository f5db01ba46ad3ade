import { mixed, object, type AnyObject, type ObjectSchema } from 'yup';
import { checkField } from '@rules/validation/check';
import { readRemoteAnswer, remoteRequest } from '@rules/validation/remote';
import type { FormValues, RuleDecl, RuleMessage } from '@rules/validation/types';
import { isEmptyValue } from '@rules/validation/values';
import { encodeRuleMessage } from './errorText';
import { fetchRemoteJson, type FetchRemote } from './remote';

export type FieldRules = { name: string; rules: RuleDecl[] };
export type YupForFieldsOptions = { culture: string; fetchRemote?: FetchRemote };

/**
 * The remote rule's answer for one field, asked once per value (Formik validates on every
 * keystroke). A URL that cannot be reached lets the value through: the server checks the same
 * thing in its own service when the form is sent, so nothing wrong is kept.
 */
function remoteChecker(decl: RuleDecl, name: string, fetchRemote: FetchRemote) {
  const answers = new Map<string, Promise<RuleMessage | null>>();
  return (value: string): Promise<RuleMessage | null> => {
    let answer = answers.get(value);
    if (!answer) {
      answer = fetchRemote(remoteRequest(decl.param, name, value)).then(
        (json) => {
          const failure = readRemoteAnswer(json);
          return failure && decl.message ? { ...failure, key: decl.message } : failure;
        },
        (error: unknown) => {
          console.warn('[validation] remote rule not answered', error);
          answers.delete(value);
          return null;
        },
      );
      answers.set(value, answer);
    }
    return answer;
  };
}

/** One field: the synchronous rules (checkField, as the server runs them), then its remote URL. */
function fieldSchema({ name, rules }: FieldRules, options: YupForFieldsOptions) {
  const remote = rules.find((r) => r.rule === 'remote');
  const askRemote = remote && remoteChecker(remote, name, options.fetchRemote ?? fetchRemoteJson);
  return mixed()
    .nullable()
    .test({
      name: 'rules',
      async test(value, context) {
        const values: FormValues = { ...(context.parent as FormValues), [name]: value };
        const failure =
          checkField(rules, name, values, { culture: options.culture }) ??
          (askRemote && !isEmptyValue(value) ? await askRemote(String(value).trim()) : null);
        return failure ? context.createError({ message: encodeRuleMessage(failure) }) : true;
      },
    });
}

/**
 * A yup object schema from rule declarations (rulesFromAttributes or a stored CMS form): its
 * tests call the same checkField the server calls, so client and server never disagree. Errors
 * are encodeRuleMessage strings; fields show them with translateError.
 */
export function yupForFields(
  fields: FieldRules[],
  options: YupForFieldsOptions,
): ObjectSchema<AnyObject> {
  return object(
    Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, options)])),
  );
}
