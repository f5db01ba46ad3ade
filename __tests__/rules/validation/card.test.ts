/** Payment cards: 13 to 19 digits with the Luhn checksum (000 §9), and the accepted schemes. */
import { describe, expect, it } from '@jest/globals';
import { cardTypesOf } from '@rules/validation';
import { ruleTable } from './support';

ruleTable(
  'creditcard',
  undefined,
  [
    ['4242424242424242', 'Visa test card'],
    ['4242 4242 4242 4242', 'grouped with blanks'],
    ['5555-5555-5555-4444', 'grouped with dashes'],
    ['378282246310005', '15-digit Amex'],
    ['4222222222222', '13-digit Visa'],
    ['6703444444444449', 'Bancontact'],
    ['4000000000000000006', '19 digits'],
  ],
  [
    ['4242424242424241', 'last digit changed'],
    ['424242424242', '12 digits (the card form took them before)'],
    ['79927398713', 'the textbook Luhn example: 11 digits'],
    ['42424242424242424242', '20 digits'],
    ['4242.4242.4242.4242', 'dots'],
  ],
  { key: 'Validation.CreditCard' },
);

describe('cardTypesOf', () => {
  it.each([
    ['4242424242424242', ['visa']],
    ['5555555555554444', ['mastercard']],
    ['2223003122003222', ['mastercard']],
    ['378282246310005', ['amex']],
    ['6703444444444449', ['bancontact', 'maestro']],
    ['6011111111111117', ['discover']],
    ['3530111333300000', ['jcb']],
    ['30569309025904', ['dinersclub']],
  ])('%s is %j', (digits, types) => {
    expect(cardTypesOf(digits)).toEqual(types);
  });
});

ruleTable(
  'creditcardtypes',
  'visa,bancontact',
  [
    ['4242424242424242', 'Visa'],
    ['6703 4444 4444 4449', 'Bancontact'],
  ],
  [
    ['5555555555554444', 'Mastercard is not listed'],
    ['4242424242424241', 'a Visa prefix, bad checksum'],
  ],
  { key: 'Validation.CreditCardTypes' },
);
