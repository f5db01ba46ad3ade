import type { StringResourceMap } from '../../api/contract/localization';

/** Turns dotted keys into the nested map S1 answers ('Manager.Close' → { Manager: { Close } }). */
export function nestStrings(rows: { key: string; value: string }[]): StringResourceMap {
  const root: StringResourceMap = {};
  for (const { key, value } of rows) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') {
        // A leaf already sits where a branch is needed: keep the leaf, drop the deeper key.
        node = {};
        break;
      }
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1] as string;
    if (typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return root;
}

/** Replaces {0}, {1}… with the arguments, as the legacy string.format did. */
export function format(text: string, args: readonly (string | number)[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const arg = args[Number(i)];
    return arg === undefined ? whole : String(arg);
  });
}
