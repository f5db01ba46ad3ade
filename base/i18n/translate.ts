import type { StringResourceMap } from '@api/contract/localization';

export type Translate = (key: string, ...args: (string | number)[]) => string;

function lookup(map: StringResourceMap | undefined, key: string): string | undefined {
  let node: string | StringResourceMap | undefined = map;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** t(key, ...args): the translated text with {0}, {1}… filled in, or the key itself when missing. */
export function createTranslator(map: StringResourceMap | undefined): Translate {
  return (key, ...args) => {
    const text = lookup(map, key) ?? key;
    return text.replace(/\{(\d+)\}/g, (whole, i: string) => {
      const arg = args[Number(i)];
      return arg === undefined ? whole : String(arg);
    });
  };
}
