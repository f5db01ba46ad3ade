import { string } from 'yup';

/*
 * yup rules shared by the shop's forms. Messages are string-resource keys; the form translates
 * them when it shows them (base/forms/TextField.tsx).
 */
export const formMessages = {
  required: 'Forms.Required',
  tooLong: 'Forms.TooLong',
  invalid: 'Forms.Invalid',
} as const;

/** A required text of at most `max` characters once trimmed. */
export const requiredText = (max: number) =>
  string().trim().required(formMessages.required).max(max, formMessages.tooLong);

/** An optional text of at most `max` characters once trimmed. */
export const optionalText = (max: number) => string().trim().max(max, formMessages.tooLong);
