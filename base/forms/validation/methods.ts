import { addMethod, string, type AnyObject, type Flags, type Maybe } from 'yup';
import { checkField } from '@rules/validation/check';
import type { Country } from '@rules/validation/countries';
import type { FormValues, RuleName } from '@rules/validation/types';
import { encodeRuleMessage } from './errorText';

/*
 * yup methods for hand-written schemas: string().iban(), .maxWords(200), .phone('BE')…, each
 * one rule of rules/validation run through checkField (so a hand-written form and a declared
 * one say the same). Registered when this module is imported: only the form chunks that use
 * base/forms/validation pay for it, never the main chunk.
 */

declare module 'yup' {
  // Merging with yup's interface needs its exact type parameters, used there, not here.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface StringSchema<
    TType extends Maybe<string> = string | undefined,
    TContext = AnyObject,
    TDefault = undefined,
    TFlags extends Flags = '',
  > {
    /** Any rule by its markup name: string().rule('requiredif', 'Company,eq,yes'). */
    rule(name: RuleName, param?: string, culture?: string): this;
    iban(countries?: string): this;
    bic(): this;
    creditCard(): this;
    creditCardTypes(types: string): this;
    maxWords(max: number): this;
    minWords(min: number): this;
    rangeWords(min: number, max: number): this;
    phone(country: Country | 'GB'): this;
    postcode(country: Country | 'GB'): this;
    nationalId(country: 'BE' | 'NL'): this;
    stateUs(options?: string): this;
    zipcodeUs(): this;
    vinUs(): this;
    ipv4(): this;
    ipv6(): this;
    netmask(): this;
    alphanumeric(): this;
    lettersOnly(): this;
    noWhitespace(): this;
    integer(): this;
    time(): this;
    time12h(): this;
    url2(): this;
    currency(symbol?: string): this;
    /** A day in the culture's short-date format (fr, nl: DD/MM/YYYY or DD-MM-YYYY). */
    cultureDate(culture: string): this;
    /** Minimum length and minimum count of non-alphanumeric characters. */
    password(minLength: number, minSpecial?: number): this;
    /** 000 §5 regex: the value fails when it matches this (forbidden) pattern. */
    forbidden(pattern: string): this;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

type Schema = ReturnType<typeof string>;

/** The rule as one yup test; other fields (equalto, groups) come from the parent object. */
function ruleTest(schema: Schema, rule: RuleName, param?: string, culture = 'fr'): Schema {
  return schema.test({
    name: rule,
    test(value, context) {
      const name = context.path?.split('.').pop() || 'value';
      const values: FormValues = {
        ...((context.parent as FormValues | undefined) ?? {}),
        [name]: value,
      };
      const decl = param === undefined ? { rule } : { rule, param };
      const failure = checkField([decl], name, values, { culture });
      return failure ? context.createError({ message: encodeRuleMessage(failure) }) : true;
    },
  });
}

/** Methods whose argument is the rule's param as is (or none). */
const SIMPLE: [string, RuleName][] = [
  ['iban', 'iban'],
  ['bic', 'bic'],
  ['creditCard', 'creditcard'],
  ['creditCardTypes', 'creditcardtypes'],
  ['phone', 'phone'],
  ['postcode', 'postcode'],
  ['nationalId', 'nationalid'],
  ['stateUs', 'stateus'],
  ['zipcodeUs', 'zipcodeus'],
  ['vinUs', 'vinus'],
  ['ipv4', 'ipv4'],
  ['ipv6', 'ipv6'],
  ['netmask', 'netmask'],
  ['alphanumeric', 'alphanumeric'],
  ['lettersOnly', 'lettersonly'],
  ['noWhitespace', 'nowhitespace'],
  ['integer', 'integer'],
  ['time', 'time'],
  ['time12h', 'time12h'],
  ['url2', 'url2'],
  ['currency', 'currency'],
  ['forbidden', 'regex'],
];

for (const [method, rule] of SIMPLE) {
  addMethod(string, method, function simpleRule(this: Schema, param?: string) {
    return ruleTest(this, rule, param);
  });
}
addMethod(
  string,
  'rule',
  function anyRule(this: Schema, rule: RuleName, param?: string, culture?: string) {
    return ruleTest(this, rule, param, culture);
  },
);
addMethod(string, 'maxWords', function maxWords(this: Schema, max: number) {
  return ruleTest(this, 'maxwords', String(max));
});
addMethod(string, 'minWords', function minWords(this: Schema, min: number) {
  return ruleTest(this, 'minwords', String(min));
});
addMethod(string, 'rangeWords', function rangeWords(this: Schema, min: number, max: number) {
  return ruleTest(this, 'rangewords', `${min},${max}`);
});
addMethod(string, 'cultureDate', function cultureDate(this: Schema, culture: string) {
  return ruleTest(this, 'date', undefined, culture);
});
addMethod(string, 'password', function password(this: Schema, minLength: number, minSpecial = 0) {
  return ruleTest(this, 'password', `${minLength},${minSpecial}`);
});
