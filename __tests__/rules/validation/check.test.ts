/** checkField / checkForm, and every message in fr and nl. */
import { describe, expect, it } from '@jest/globals';
import { checkField, checkForm, RULE_NAMES, RULES, VALIDATION_MESSAGES } from '@rules/validation';
import { validationStrings } from '../../../server/seed/data/strings/validation';

describe('checkField', () => {
  const ctx = { culture: 'fr' };

  it('gives the first failing rule, in declaration order', () => {
    const rules = [
      { rule: 'required' as const },
      { rule: 'email' as const },
      { rule: 'maxlength' as const, param: '5' },
    ];
    expect(checkField(rules, 'Email', { Email: '' }, ctx)).toEqual({ key: 'Validation.Required' });
    expect(checkField(rules, 'Email', { Email: 'ab@cd.be' }, ctx)).toEqual({
      key: 'Validation.MaxLength',
      args: [5],
    });
    expect(checkField(rules, 'Email', { Email: 'x' }, ctx)).toEqual({ key: 'Validation.Email' });
    expect(checkField(rules, 'Email', { Email: 'a@b.c' }, ctx)).toBeNull();
  });

  it('leaves an empty optional field to required', () => {
    expect(
      checkField([{ rule: 'iban' }, { rule: 'minwords', param: '3' }], 'X', {}, ctx),
    ).toBeNull();
  });

  it('uses the declared message key and keeps the rule’s arguments', () => {
    const rules = [
      { rule: 'maxwords' as const, param: '2', message: 'CmsForms.MotivationTooLong' },
    ];
    expect(checkField(rules, 'M', { M: 'un deux trois' }, ctx)).toEqual({
      key: 'CmsForms.MotivationTooLong',
      args: [2],
    });
  });
});

describe('checkForm', () => {
  it('gives every field’s first failure', () => {
    const fields = [
      { name: 'Name', rules: [{ rule: 'required' as const }] },
      { name: 'Iban', rules: [{ rule: 'iban' as const }] },
      { name: 'Zip', rules: [{ rule: 'postcode' as const, param: 'BE' }] },
    ];
    expect(checkForm(fields, { Name: ' ', Iban: 'BE00', Zip: '1000' }, { culture: 'nl' })).toEqual({
      Name: { key: 'Validation.Required' },
      Iban: { key: 'Validation.Iban' },
    });
    expect(checkForm(fields, { Name: 'An', Iban: '', Zip: '' }, { culture: 'nl' })).toEqual({});
  });
});

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();

  it.each(Object.values(VALIDATION_MESSAGES))(
    '%s exists in fr and nl with the same placeholders',
    (key) => {
      const entry = validationStrings[key];
      expect(entry?.fr).toBeTruthy();
      expect(entry?.nl).toBeTruthy();
      expect(placeholders(entry?.fr ?? '')).toEqual(placeholders(entry?.nl ?? ''));
    },
  );

  it('has no string the library does not use', () => {
    const used = new Set<string>(Object.values(VALIDATION_MESSAGES));
    expect(Object.keys(validationStrings).filter((k) => !used.has(k))).toEqual([]);
  });

  it('keeps the spec’s English defaults, translated', () => {
    expect(validationStrings['Validation.MaxWords']).toEqual({
      fr: 'Veuillez saisir {0} mots ou moins.',
      nl: 'Vul {0} woorden of minder in.',
    });
    expect(validationStrings['Validation.InvalidFormat']?.fr).toBe('Format non valide.');
    expect(validationStrings['Validation.CreditCard']?.nl).toBe(
      'Vul een geldig creditcardnummer in.',
    );
  });

  it('has an implementation for every rule name', () => {
    expect(Object.keys(RULES).sort()).toEqual([...RULE_NAMES].sort());
  });
});
