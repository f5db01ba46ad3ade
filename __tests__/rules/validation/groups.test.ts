/** Group rules over named fields: require_from_group and skip_or_fill_minimum ("2,A,B,C"). */
import { describe, expect, it } from '@jest/globals';
import { checkForm, type RuleDecl } from '@rules/validation';

const fields = (rule: RuleDecl) =>
  ['Phone', 'Mobile', 'Work'].map((name) => ({ name, rules: [rule] }));
const form = (Phone: string, Mobile: string, Work: string) => ({ Phone, Mobile, Work });

describe('require_from_group "2,Phone,Mobile,Work"', () => {
  const group = fields({ rule: 'require_from_group', param: '2,Phone,Mobile,Work' });

  it.each([
    [form('02 555 12 12', '0470 12 34 56', ''), 'two filled'],
    [form('1', '2', '3'), 'all three'],
  ])('%j passes (%s)', (values) => {
    expect(checkForm(group, values, { culture: 'fr' })).toEqual({});
  });

  it.each([
    [form('', '', ''), 'none'],
    [form('02 555 12 12', '  ', ''), 'one (blanks are empty)'],
  ])('%j fails on every field of the group (%s)', (values) => {
    const message = { key: 'Validation.RequireFromGroup', args: [2] };
    expect(checkForm(group, values, { culture: 'fr' })).toEqual({
      Phone: message,
      Mobile: message,
      Work: message,
    });
  });
});

describe('skip_or_fill_minimum "2,Phone,Mobile,Work"', () => {
  const group = fields({ rule: 'skip_or_fill_minimum', param: '2,Phone,Mobile,Work' });

  it.each([
    [form('', '', ''), 'all skipped'],
    [form('1', '2', ''), 'two filled'],
  ])('%j passes (%s)', (values) => {
    expect(checkForm(group, values, { culture: 'nl' })).toEqual({});
  });

  it('fails with one filled', () => {
    const errors = checkForm(group, form('', '', '3'), { culture: 'nl' });
    expect(errors.Work).toEqual({ key: 'Validation.SkipOrFillMinimum', args: [2] });
    expect(Object.keys(errors)).toEqual(['Phone', 'Mobile', 'Work']);
  });
});
