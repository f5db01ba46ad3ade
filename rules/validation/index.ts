/*
 * The validation library (000 §5 "Validation rules"): pure rules both the client (yup, in
 * base/forms/validation) and the server (CMS form submissions) use. See base/forms/README.md.
 */
export { RULE_NAMES, isRuleName } from './types';
export type { FileValue, FormValues, RuleContext, RuleDecl, RuleMessage, RuleName } from './types';
export { VALIDATION_MESSAGES } from './messages';
export { RuleParamError } from './rule';
export { RULES } from './registry';
export { assertRules, rulesFromAttributes } from './attributes';
export { checkField, checkForm } from './check';
export { parseCultureDate, shortDateFormats } from './dates';
export { wordCount } from './words';
export { cardDigits, cardTypesOf, isCreditCardNumber, luhnChecksumValid } from './card';
export { compactIban, IBAN_LENGTHS, ibanChecksumValid, ibanProblem } from './bank';
export { COUNTRIES, isPhone, isPostcode, type Country } from './countries';
export { isBelgianNationalNumber, isDutchBsn } from './nationalIds';
export { isVin } from './us';
export { ipv4Octets, isIpv6, isNetmask } from './network';
export { bytesParam, extensionOf, formatBytes } from './files';
export { parseGroup } from './groups';
export { parseRemoteParam, readRemoteAnswer, remoteRequest } from './remote';
export { isEmptyValue, filesOf } from './values';
