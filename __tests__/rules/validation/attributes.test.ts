/** rulesFromAttributes: HTML attributes, data-rule-*, data-msg-*, and typos refused at definition time. */
import { describe, expect, it } from '@jest/globals';
import { assertRules, RULE_NAMES, rulesFromAttributes, type RuleName } from '@rules/validation';

describe('rulesFromAttributes', () => {
  it('reads the HTML attributes, required first', () => {
    expect(
      rulesFromAttributes({
        type: 'email',
        maxlength: '200',
        minlength: '3',
        pattern: '.+@shop\\.be',
        required: 'required',
      }),
    ).toEqual([
      { rule: 'required' },
      { rule: 'email' },
      { rule: 'maxlength', param: '200' },
      { rule: 'minlength', param: '3' },
      { rule: 'pattern', param: '.+@shop\\.be' },
    ]);
  });

  it.each([
    [
      { type: 'number', min: '1', max: '10' },
      [{ rule: 'number' }, { rule: 'range', param: '1,10' }],
    ],
    [{ type: 'number', min: '0' }, [{ rule: 'number' }, { rule: 'range', param: '0,' }]],
    [{ type: 'url' }, [{ rule: 'url' }]],
    [
      { type: 'date', max: '2026-12-31' },
      [{ rule: 'date' }, { rule: 'range', param: ',2026-12-31' }],
    ],
    [{ type: 'file', accept: 'image/*,.pdf' }, [{ rule: 'accept', param: 'image/*,.pdf' }]],
    [{ type: 'text', required: 'false' }, []],
    [{ type: 'tel', id: 'x', class: 'form-control', 'data-foo': '1' }, []],
  ])('%j → %j', (attributes, rules) => {
    expect(rulesFromAttributes(attributes as Record<string, string>)).toEqual(rules);
  });

  it('reads data-rule-<name> with its param and data-msg-<name> as its message', () => {
    expect(
      rulesFromAttributes({
        'data-rule-maxwords': '200',
        'data-rule-iban': '',
        'data-rule-phone': 'BE',
        'data-rule-requiredif': 'Company,eq,yes',
        'data-rule-remote': '/api/v1/forms/check',
        'Data-Msg-Phone': 'CmsForms.PhoneBelgian',
      }),
    ).toEqual([
      { rule: 'maxwords', param: '200' },
      { rule: 'iban' },
      { rule: 'phone', param: 'BE', message: 'CmsForms.PhoneBelgian' },
      { rule: 'requiredif', param: 'Company,eq,yes' },
      { rule: 'remote', param: '/api/v1/forms/check' },
    ]);
  });

  it('reads "true" as on without a param and "false" as off (jQuery’s markup)', () => {
    expect(
      rulesFromAttributes({
        'data-rule-email': 'true',
        'data-rule-iban': 'TRUE',
        'data-rule-creditcard': 'false',
        required: '',
        'data-rule-required': 'false',
      }),
    ).toEqual([{ rule: 'email' }, { rule: 'iban' }]);
  });

  it('lets data-rule-x replace the HTML attribute of the same rule', () => {
    expect(rulesFromAttributes({ maxlength: '10', 'data-rule-maxlength': '20' })).toEqual([
      { rule: 'maxlength', param: '20' },
    ]);
  });

  it.each([
    [{ 'data-rule-maxword': '3' }, /unknown rule/],
    [{ 'data-msg-iban': 'X.Y' }, /does not have/],
    [{ 'data-rule-maxwords': 'ten' }, /maxwords.*whole number/],
    [{ 'data-rule-phone': 'ES' }, /phone.*BE, NL, FR, DE, LU, UK, US/],
    [{ 'data-rule-requiredif': 'Company=yes' }, /requiredif/],
    [{ 'data-rule-regex': '(' }, /regex/],
    [{ 'data-rule-length': '9,3' }, /max is below min/],
    [{ 'data-rule-range': 'a,b' }, /range/],
    [{ 'data-rule-require_from_group': '3,A,B' }, /enough fields/],
    [{ 'data-rule-remote': 'https://evil.example/x' }, /remote/],
    [{ 'data-rule-creditcardtypes': 'visa,diners' }, /unknown type diners/],
    [{ 'data-rule-nationalid': 'FR' }, /BE or NL/],
    [{ 'data-rule-maxsize': '5 parsecs' }, /maxsize/],
    [{ 'data-rule-iban': 'BE,XX' }, /no IBAN in XX/],
    [{ 'data-rule-password': '10,1,2' }, /password/],
    [{ 'data-rule-stateus': 'provinces' }, /stateus/],
  ])('refuses %j at definition time', (attributes, error) => {
    expect(() => rulesFromAttributes(attributes)).toThrow(error);
  });
});

describe('assertRules', () => {
  it('refuses a rule name that does not exist (a definition read from JSON)', () => {
    expect(() => assertRules([{ rule: 'maxword' as RuleName }])).toThrow(/unknown rule/);
  });

  it('knows the 55 rule names of the interface', () => {
    expect(RULE_NAMES).toHaveLength(55);
  });
});
