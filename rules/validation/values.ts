import type { FileValue } from './types';

/*
 * How the rules read a form value: text inputs give strings, checkboxes booleans, file inputs
 * lists of files, numbers may arrive as numbers from a JSON body.
 */

export function isFileValue(value: unknown): value is FileValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileValue).name === 'string' &&
    typeof (value as FileValue).size === 'number'
  );
}

/** The files of a value (one file or a list); anything else is no file. */
export function filesOf(value: unknown): FileValue[] {
  if (Array.isArray(value)) return value.filter(isFileValue);
  return isFileValue(value) ? [value] : [];
}

/** The value as text (trimmed): numbers written out, lists joined, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(',');
  return '';
}

/** Empty as a required field sees it: blank text, an unchecked box, no file, no choice. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isFileValue(value)) return false;
  return textOf(value) === '';
}

/** A checked checkbox: true, or the texts a form posts for it. */
export function isChecked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  return ['true', 'on', '1', 'checked', 'yes'].includes(value.trim().toLowerCase());
}

/** "a, b ,c" → ['a','b','c'] (empty parts dropped). */
export function listParam(param: string | undefined, separator: RegExp = /,/): string[] {
  return (param ?? '')
    .split(separator)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A decimal written with . or , (the number rule's form); NaN when it is not one. */
export function decimalOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = textOf(value);
  if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}
