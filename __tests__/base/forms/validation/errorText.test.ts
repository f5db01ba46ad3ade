/** Rule failures as Formik error strings, and how the fields translate them. */
import { describe, expect, it } from '@jest/globals';
import { decodeRuleMessage, encodeRuleMessage, translateError } from '@base/forms/validation';
import type { RuleMessage } from '@rules/validation';
import { translatorFor } from './translators';

describe('error texts', () => {
  it('keeps a failure without arguments as its bare key (the fields’ t(error) still works)', () => {
    expect(encodeRuleMessage({ key: 'Validation.Iban' })).toBe('Validation.Iban');
  });

  it('round-trips a failure with arguments', () => {
    const message = { key: 'Validation.MaxSize', args: ['cv "final".pdf', '2 Mo'] };
    expect(decodeRuleMessage(encodeRuleMessage(message))).toEqual(message);
  });

  it.each([
    [{ key: 'Validation.MaxWords', args: [200] }, 'fr', 'Veuillez saisir 200 mots ou moins.'],
    [{ key: 'Validation.RangeWords', args: [5, 50] }, 'nl', 'Vul tussen 5 en 50 woorden in.'],
    ['Validation.Required', 'nl', 'Dit veld is verplicht.'],
    ['Ce code promo a expiré.', 'fr', 'Ce code promo a expiré.'],
    ['{"key": not json', 'fr', '{"key": not json'],
    ['', 'fr', ''],
  ] as [RuleMessage | string, 'fr' | 'nl', string][])('%j in %s → %s', (error, culture, text) => {
    const value = typeof error === 'string' ? error : encodeRuleMessage(error);
    expect(translateError(translatorFor(culture), value)).toBe(text);
  });

  it('also takes a RuleMessage object as it is', () => {
    expect(translateError(translatorFor('fr'), { key: 'Validation.MinWords', args: [3] })).toBe(
      'Veuillez saisir au moins 3 mots.',
    );
  });
});
