import { object, string, type InferType } from 'yup';
import { formMessages } from '@base/forms/rules';
import { confirmPasswordRule, newPasswordRule } from '../../passwordSchema';

/**
 * A5 form: the current password, a new one that follows the password rule (000 §5, the rule
 * register and reset use), and the same again. The server checks the rule too and answers the
 * current password's refusal on its field.
 */
export const changePasswordSchema = object({
  CurrentPassword: string().required(formMessages.required),
  NewPassword: newPasswordRule(),
  ConfirmPassword: confirmPasswordRule('NewPassword'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
