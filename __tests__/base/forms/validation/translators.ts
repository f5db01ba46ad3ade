import type { StringResourceMap } from '@api/contract/localization';
import { createTranslator } from '@base/i18n/translate';
import { validationStrings } from '../../../../server/seed/data/strings/validation';

/** t() of one culture over the validation strings, as the client gets them (nested by the key's dots). */
export function translatorFor(culture: 'fr' | 'nl') {
  const map: StringResourceMap = {};
  for (const [key, texts] of Object.entries(validationStrings)) {
    const parts = key.split('.');
    let node = map;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as StringResourceMap;
    }
    node[parts[parts.length - 1] ?? ''] = texts[culture];
  }
  return createTranslator(map);
}
