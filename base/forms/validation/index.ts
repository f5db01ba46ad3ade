/*
 * The client side of the validation library (rules/validation): yup schemas from rule
 * declarations, yup methods for hand-written schemas, and the error texts. Import it from a
 * form's own (lazy) chunk, never from the main chunk. See base/forms/README.md "validation".
 */
import './methods';

export { yupForFields, type FieldRules, type YupForFieldsOptions } from './yupForFields';
export { fetchRemoteJson, type FetchRemote } from './remote';
export { decodeRuleMessage, encodeRuleMessage, translateError } from './errorText';
