import { describe, expect, it } from '@jest/globals';
import { optionalPrefixedVat, prefixedVatCheck, prefixedVatProblem } from '@base/forms/vat';
import { vatInputClass, vatMessages } from '@base/forms/vatInput';

describe('prefixed VAT numbers (account forms: the check digits of rules/vat/)', () => {
  it.each([
    ['BE0403019261', null],
    ['be 0403.019.261', null],
    ['BE403019261', null],
    ['NL004495445B01', null],
    // Outside the EU: cannot be checked here, let through as K9 does.
    ['CHE123456789', null],
    ['', null],
    ['0403019261', vatMessages.prefix],
    ['BE0403019262', vatMessages.checksum],
    ['BE12', vatMessages.format],
  ])('%s → %s', (text, problem) => {
    expect(prefixedVatProblem(text)).toBe(problem);
  });

  it('the yup rule gives the problem as its message, and takes an empty number', async () => {
    const rule = optionalPrefixedVat();
    await expect(rule.validate('  ')).resolves.toBe('');
    await expect(rule.validate('BE0403019261')).resolves.toBe('BE0403019261');
    await expect(rule.validate('BE0403019262')).rejects.toThrow(vatMessages.checksum);
    await expect(rule.validate('X'.repeat(21))).rejects.toThrow('Forms.TooLong');
  });

  it('the input class follows the validity', () => {
    expect([true, false, null, undefined].map(vatInputClass)).toEqual([
      'is-valid',
      'is-invalid',
      '',
      '',
    ]);
  });
});

describe('prefixedVatCheck (the account forms’ live check)', () => {
  it('says valid, not valid or cannot tell', () => {
    expect(prefixedVatCheck('BE0403019261')).toEqual({ validity: true, problem: null });
    expect(prefixedVatCheck('CHE123456789')).toEqual({ validity: null, problem: null });
    expect(prefixedVatCheck('BE0403019262')).toEqual({
      validity: false,
      problem: vatMessages.checksum,
    });
  });
});
