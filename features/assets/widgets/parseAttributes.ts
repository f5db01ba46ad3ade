import { ASSET_EXTENSIONS, ASSET_FILE_TYPES, ASSET_KINDS, fileTypeOfKind } from '@rules/assets';
import { parseByteCount } from '../uploadRules';
import type { PresetAsset } from '../widget/usePresetAssets';

/** The marker's data attributes as the widget host gives them (dataset, camel-cased). */
export type MarkerAttributes = Record<string, string | undefined>;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** assets: a JSON array (ids or assets) or ids separated by commas. */
export function parsePresetAssets(value: string | undefined): PresetAsset[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) throw new Error('assets is not a list');
    return parsed.filter(
      (item): item is PresetAsset =>
        (typeof item === 'string' && ID.test(item)) || (typeof item === 'object' && item !== null),
    );
  }
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
}

/**
 * file-type: a JSON map of the allowed file types (its form is not shown in the spec; ours:
 * `{"Image": true, "Document": false}` or lists of extensions, `{"Document": ["pdf"]}`), turned
 * into an accept list the rest of the widget reads.
 */
export function acceptFromFileTypes(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const map = JSON.parse(value) as Record<string, unknown>;
  const extensions: string[] = [];
  for (const [type, allowed] of Object.entries(map)) {
    if (!(ASSET_FILE_TYPES as readonly string[]).includes(type)) {
      throw new Error(`unknown file type "${type}"`);
    }
    const ofType = ASSET_KINDS.filter((kind) => fileTypeOfKind(kind) === type).flatMap(
      (kind) => ASSET_EXTENSIONS[kind],
    );
    if (allowed === true) extensions.push(...ofType);
    else if (Array.isArray(allowed)) {
      extensions.push(...allowed.map(String).filter((ext) => ofType.includes(ext.toLowerCase())));
    }
  }
  return extensions.join(',');
}

/** The whole-number attribute (depth, root-folder-id), or undefined. */
export function parseWholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`"${value}" is not a whole number`);
  return number;
}

/** A boolean attribute: present (empty or "true") is true. */
export const flag = (value: string | undefined) =>
  value !== undefined && value.trim().toLowerCase() !== 'false';

/** max-file-size in bytes; anything else is a mistake in the page. */
export function parseMaxFileSize(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const bytes = parseByteCount(value);
  if (bytes === undefined) throw new Error(`max-file-size "${value}" is not a number of bytes`);
  return bytes;
}
