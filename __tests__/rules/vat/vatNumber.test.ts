/**
 * VAT check digits per EU member state. Valid numbers are published examples (tax offices'
 * examples and numbers printed on companies' invoices, as collected by python-stdnum's tests);
 * invalid ones are the same numbers with one digit changed. Hand computations in the comments.
 */
import { describe, expect, it } from '@jest/globals';
import { checkVatNumber, compactVat, vatPrefixOf } from '@rules/vat/vatNumber';

/** [ISO country, number] that must be valid. */
const VALID: [string, string][] = [
  // U + 1358562: Σ(1,2,1,2,1,2,1 with doubled digits folded) = 29; (10 − (29 + 4) % 10) % 10 = 7.
  ['AT', 'ATU13585627'],
  ['AT', 'ATU 142 43 102'],
  // 97 − 04030192 mod 97 = 97 − 36 = 61.
  ['BE', 'BE 0403.019.261'],
  // 04287594 mod 97 = 0, so the check is 97 (not 00).
  ['BE', 'BE0428759497'],
  ['BE', '(0)468.561.072'],
  ['BE', '413562567'], // old nine-digit form: a 0 is put in front
  // Σ i·d (i = 1..8) = 178; 178 mod 11 = 2.
  ['BG', 'BG 175 074 752'],
  ['BG', '7523169263'], // a person's EGN (born 1975-03-16)
  ['BG', '7111042925'], // a foreigner's number (PNF)
  // odd positions translated (1→0, 0→1, 2→5, …) plus even digits = 41; 41 mod 26 = 15 → P.
  ['CY', 'CY-10259033P'],
  // Σ (8..2)·d = 121; (11 − 121 mod 11) mod 11 = 0 → written 1.
  ['CZ', 'CZ 25123891'],
  ['CZ', '640903926'], // individual without a birth number (starts with 6)
  ['CZ', '7103192745'], // birth number: 710319274 mod 11 = 5
  ['DE', 'DE 136 695 976'], // ISO 7064 MOD 11,10 ends at 1
  ['DE', 'DE813 11 38 75'],
  // 2·1 + 7·3 + 6·5 + 5·8 + 4·5 + 3·6 + 2·2 + 1·8 = 143 = 13 · 11.
  ['DK', 'DK 13 58 56 28'],
  // 3·1 + 7·0 + 1·0 + 3·5 + 7·9 + 1·4 + 3·1 + 7·0 + 1·2 = 90 ≡ 0 (mod 10).
  ['EE', 'EE100594102'],
  // Doubling the first eight digits in turn gives 817; 817 · 2 mod 11 = 6.
  ['GR', 'EL 094259216'],
  ['GR', 'GR 94051189'], // old eight-digit form
  // 54362315 mod 23 = 21 → K.
  ['ES', 'ES 54362315-K'],
  ['ES', 'ES X-5253868-R'], // NIE: X stands for 0
  ['ES', 'ES B-58378431'], // company (CIF), numeric check
  ['ES', 'ES Q-2818015-F'], // public body (CIF), letter check
  // 7·2 + 9·0 + 10·7 + 5·7 + 8·4 + 4·7 + 2·4 + 1·0 = 187 = 17 · 11.
  ['FI', 'FI 2077474-0'],
  // SIREN 303265045 is Luhn-valid; key = (12 + 3 · (303265045 mod 97 = 74)) mod 97 = 40.
  ['FR', 'Fr 40 303 265 045'],
  ['FR', 'FR K 7399859412'], // new-style key with a letter
  ['FR', 'FR16000063601'], // Monaco: no SIREN
  ['HR', 'HR33392005961'], // ISO 7064 MOD 11,10
  // 9·1 + 7·2 + 3·8 + 1·9 + 9·2 + 7·3 + 3·1 + 1·2 = 100 ≡ 0 (mod 10).
  ['HU', 'HU-12892312'],
  // 8·6 + 7·4 + 6·3 + 5·3 + 4·4 + 3·3 + 2·5 = 144; 144 mod 23 = 6 → F.
  ['IE', 'IE 6433435F'],
  ['IE', 'IE8D79739I'], // old style, a letter second
  ['IE', 'IE6433435OA'], // since 2013: a second letter (A adds 9)
  ['IT', 'IT 00743110157'], // Luhn over 11 digits, office 015
  // Σ (1..8)·d = 104; 104 mod 11 = 5.
  ['LT', 'LT 119511515'],
  ['LT', 'LT100004801610'], // 12 digits, second weighting round
  // 150274 mod 89 = 42.
  ['LU', 'LU 150 274 42'],
  // legal entity: Σ (9,1,4,8,3,10,2,5,7,6,1)·d mod 11 = 3.
  ['LV', 'LV 4000 3521 600'],
  ['LV', '161175-19997'], // a person born 16-11-1975
  // 3·1 + 4·1 + 6·6 + 7·7 + 8·9 + 9·1 + 10·1 + 1·2 = 185 = 5 · 37.
  ['MT', 'MT 1167-9112'],
  // Elfproef: 9·0 + 8·0 + 7·4 + 6·4 + 5·9 + 4·5 + 3·4 + 2·4 − 1·5 = 132 = 12 · 11.
  ['NL', 'NL004495445B01'],
  ['NL', 'NL4495445B01'], // leading zeros left out
  // Sole trader's btw-id (2020): "NL000099998B57" → 23 21 000099998 11 57 ≡ 1 (mod 97); its
  // elfproef fails (118 mod 11 = 8). The Belastingdienst's own example number.
  ['NL', 'NL 0000.99998.B57'],
  // 6·5 + 5·2 + 7·6 + 2·1 + 3·0 + 4·2 + 5·5 + 6·4 + 7·2 = 155; 155 mod 11 = 1.
  ['PL', 'PL 526-102-54-21'],
  // Σ (9..2)·d = 111; (11 − 111 mod 11) mod 11 = 10 → written 0.
  ['PT', 'PT 500 019 720'],
  // 0·7 + 0·5 + 1·3 + 8·2 + 5·1 + 4·7 + 7·5 + 2·3 + 9·2 = 111; 1110 mod 11 = 10 → 0.
  ['RO', 'RO 185 472 90'],
  ['RO', '1630615123457'], // a person's CNP
  ['SE', 'SE 556058115801'], // Luhn over the 10-digit organisation number, then 01
  // 11 − (8·5 + 7·0 + 6·2 + 5·2 + 4·3 + 3·0 + 2·5 = 84) mod 11 = 11 − 7 = 4.
  ['SI', 'SI 5022 3054'],
  // 2022749619 = 11 · 183886329.
  ['SK', 'SK 202 274 96 19'],
];

/** [ISO country, number, reason] that must be refused. */
const INVALID: [string, string, 'format' | 'checksum'][] = [
  ['AT', 'ATU13585626', 'checksum'],
  ['AT', 'AT 13585627', 'format'], // the U is missing
  ['BE', 'BE0403019262', 'checksum'],
  ['BE', 'BE2403019261', 'format'], // Belgian numbers start with 0 or 1
  ['BE', 'BE 02A2.239.951', 'format'],
  ['BG', 'BG175074751', 'checksum'],
  ['CY', 'CY10259033Z', 'checksum'],
  ['CY', 'CY12259033P', 'format'], // 12 is not a Cypriot start
  ['CZ', 'CZ25123890', 'checksum'],
  ['CZ', 'CZ95123891', 'format'], // 8-digit numbers never start with 9
  ['CZ', 'CZ1103492745', 'format'], // birth number of the 49th of March 2011
  ['DE', 'DE136695978', 'checksum'],
  ['DE', 'DE011125440', 'format'],
  ['DK', 'DK13585627', 'checksum'],
  ['EE', 'EE100594103', 'checksum'],
  ['GR', 'EL123456781', 'checksum'],
  ['ES', 'ES54362315Z', 'checksum'],
  ['ES', 'ES B-583784312', 'format'],
  ['ES', 'ESO12345678', 'format'], // O is no entity letter
  ['FI', 'FI20774741', 'checksum'],
  ['FR', 'FR84323140391', 'checksum'],
  ['FR', 'FRIO334175221', 'format'], // I and O are not key letters
  ['HR', 'HR33392005962', 'checksum'],
  ['HU', 'HU12892313', 'checksum'],
  ['IE', 'IE6433435E', 'checksum'],
  ['IE', 'IE 069385V8', 'format'],
  ['IT', 'IT00743110158', 'checksum'],
  ['IT', 'IT00687129980', 'format'], // office 998 does not exist
  ['LT', 'LT100001919018', 'checksum'],
  ['LT', 'LT100001354', 'format'],
  ['LU', 'LU15027443', 'checksum'],
  ['LV', 'LV40003521601', 'checksum'],
  ['LV', 'LV16137519997', 'format'], // month 13
  ['MT', 'MT11679113', 'checksum'],
  ['NL', 'NL123456789B90', 'checksum'],
  ['NL', 'NL004495445B00', 'format'], // branch 00 does not exist
  ['NL', 'NL004495445801', 'format'],
  ['PL', 'PL5261025422', 'checksum'],
  ['PT', 'PT500019721', 'checksum'],
  ['RO', 'RO18547291', 'checksum'],
  ['SE', 'SE556058115901', 'checksum'],
  ['SE', 'SE55643359201', 'format'],
  ['SI', 'SI50223055', 'checksum'],
  ['SK', 'SK2022749618', 'checksum'],
  ['SK', 'SK0122749619', 'format'],
];

describe('checkVatNumber', () => {
  it.each(VALID)('%s %s is valid', (country, vat) => {
    expect(checkVatNumber(country, vat)).toMatchObject({ valid: true, reason: 'ok' });
  });

  it.each(INVALID)('%s %s is invalid (%s)', (country, vat, reason) => {
    expect(checkVatNumber(country, vat)).toMatchObject({ valid: false, reason });
  });

  it('covers every EU member state', () => {
    const states =
      'AT BE BG CY CZ DE DK EE GR ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';
    for (const country of states.split(' ')) {
      expect(vatPrefixOf(country)).not.toBeNull();
      expect(VALID.some(([c]) => c === country)).toBe(true);
      expect(INVALID.some(([c]) => c === country)).toBe(true);
    }
  });

  it('normalizes to the EU notation whatever the separators and prefix', () => {
    expect(checkVatNumber('be', ' be 0403.019.261 ').normalized).toBe('BE0403019261');
    expect(checkVatNumber('BE', '403-019-261').normalized).toBe('BE0403019261');
    expect(checkVatNumber('NL', 'nl 4495445 b01').normalized).toBe('NL004495445B01');
    expect(checkVatNumber('GR', 'GR 94051189').normalized).toBe('EL094051189');
    expect(checkVatNumber('FR', 'FR 40 303 265 045').normalized).toBe('FR40303265045');
    expect(compactVat('be 0403.019-261')).toBe('BE0403019261');
  });

  it('does not take another country’s number for the chosen country', () => {
    expect(checkVatNumber('DE', 'BE0403019261').valid).toBe(false);
    expect(checkVatNumber('BE', 'DE136695976').valid).toBe(false);
  });

  it('cannot tell outside the EU, or where only the format can be checked', () => {
    expect(checkVatNumber('CH', 'CHE-116.281.710')).toEqual({
      valid: null,
      normalized: 'CHE116281710',
      reason: 'unsupported',
    });
    expect(checkVatNumber('GB', 'GB 980 7806 84')).toMatchObject({ valid: null });
    // Pre-1954 Czech birth numbers have no check digit; new Latvian personal codes neither.
    expect(checkVatNumber('CZ', 'CZ 520101123')).toMatchObject({
      valid: null,
      reason: 'unsupported',
    });
    expect(checkVatNumber('LV', 'LV 32579461005')).toMatchObject({ valid: null });
  });

  it('refuses an empty number', () => {
    expect(checkVatNumber('BE', ' - . ')).toMatchObject({ valid: false, reason: 'format' });
  });
});
