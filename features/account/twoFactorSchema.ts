import { object, string } from 'yup';
import { RECOVERY_CODE_PATTERN, TOTP_DIGITS } from '@rules/account';
import { formMessages } from '@base/forms/rules';

export type TwoFactorMode = 'code' | 'recovery';

export interface TwoFactorValues {
  Code: string;
  RecoveryCode: string;
}

/** What the server takes: the code's digits; the recovery code in lower case, without blanks. */
export const cleanCode = (text: string) => text.replace(/\s/g, '');
export const cleanRecoveryCode = (text: string) => text.replace(/\s/g, '').toLowerCase();

const CODE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);
const RECOVERY = new RegExp(RECOVERY_CODE_PATTERN);

/** Only the field of the view on screen is checked (the other keeps what was typed in it). */
export const twoFactorSchema = (mode: TwoFactorMode) =>
  mode === 'code'
    ? object({
        Code: string()
          .required(formMessages.required)
          .test('code', 'TwoFactorStep.CodeFormat', (v) => CODE.test(cleanCode(v ?? ''))),
      })
    : object({
        RecoveryCode: string()
          .required(formMessages.required)
          .test('recovery', 'TwoFactorStep.RecoveryFormat', (v) =>
            RECOVERY.test(cleanRecoveryCode(v ?? '')),
          ),
      });
