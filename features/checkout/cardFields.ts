import { string } from 'yup';
import type { SandboxCardRequest } from '@api/contract/checkout';
import { formMessages, requiredText } from '@base/forms/rules';
import {
  cardBrand,
  cardLengthValid,
  expiryValid,
  luhnValid,
  normalizeCardNumber,
} from '@rules/card';

/** The drop-in's fields. They live in the form's local state only: never in Redux. */
export interface CardValues {
  HolderName: string;
  CardNumber: string;
  /** MM/YY as printed on the card. */
  CardExpiry: string;
  Cvc: string;
  CardBillingAddress: string;
}

export const emptyCard: CardValues = {
  HolderName: '',
  CardNumber: '',
  CardExpiry: '',
  Cvc: '',
  CardBillingAddress: '',
};

export const cardMessages = {
  number: 'CardPayment.NumberInvalid',
  luhn: 'CardPayment.NumberLuhn',
  expiry: 'CardPayment.ExpiryInvalid',
  expired: 'CardPayment.Expired',
  cvc: 'CardPayment.CvcInvalid',
} as const;

/** "MM/YY", "MM / YYYY" or "MMYY" → month and full year; null when it cannot be read. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** 001 §5 "Validation rules": holder name and billing address required; Luhn and expiry checked before the provider. */
export function cardRules(now: () => Date) {
  return {
    HolderName: requiredText(100),
    CardBillingAddress: requiredText(300),
    CardNumber: requiredText(23)
      .test('digits', cardMessages.number, (v) => cardLengthValid(normalizeCardNumber(v ?? '')))
      .test('luhn', cardMessages.luhn, (v) => luhnValid(normalizeCardNumber(v ?? ''))),
    CardExpiry: requiredText(9)
      .test('format', cardMessages.expiry, (v) => parseExpiry(v ?? '') !== null)
      .test('future', cardMessages.expired, (v) => {
        const expiry = parseExpiry(v ?? '');
        return expiry === null || expiryValid(expiry.month, expiry.year, now());
      }),
    Cvc: string()
      .trim()
      .required(formMessages.required)
      .matches(/^\d{3,4}$/, cardMessages.cvc)
      // American Express prints a 4-digit code, the other schemes 3 digits (as the provider checks).
      .test('brand', cardMessages.cvc, function cvcLength(v) {
        const number = normalizeCardNumber((this.parent as CardValues).CardNumber ?? '');
        return !v || v.trim().length === (cardBrand(number) === 'amex' ? 4 : 3);
      }),
  };
}

/** What only the sandbox provider receives (the shop's own API gets the PaymentMethodId). */
export function toCardRequest(values: CardValues): SandboxCardRequest {
  const expiry = parseExpiry(values.CardExpiry);
  return {
    CardNumber: normalizeCardNumber(values.CardNumber),
    ExpiryMonth: expiry?.month ?? 0,
    ExpiryYear: expiry?.year ?? 0,
    Cvc: values.Cvc.trim(),
    HolderName: values.HolderName.trim(),
    BillingAddress: values.CardBillingAddress.trim(),
  };
}

/** The provider's field names → the form's. */
export const CARD_FIELD_OF: Record<string, keyof CardValues> = {
  CardNumber: 'CardNumber',
  ExpiryMonth: 'CardExpiry',
  ExpiryYear: 'CardExpiry',
  Cvc: 'Cvc',
  HolderName: 'HolderName',
  BillingAddress: 'CardBillingAddress',
};
