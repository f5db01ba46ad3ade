import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { strings } from '../../../server/seed/data/strings';

const root = path.join(__dirname, '../../..');
const folders = ['src', 'store', 'api', 'base', 'rules', 'features', 'server'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Literal keys in t('…'), site.t(culture, '…'), messageKey/titleKey: '…' and 'Manager.X' style constants. */
function keysUsed(): Set<string> {
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*'([A-Z][\w]*\.[\w.]+)'/g,
    /\bt\(\s*\w+\s*,\s*'([A-Z][\w]*\.[\w.]+)'/g,
    /(?:messageKey|titleKey|key)\s*[:=]\s*'([A-Z][\w]*\.[\w.]+)'/g,
    /\?\s*'([A-Z][\w]*\.[\w.]+)'\s*:\s*'([A-Z][\w]*\.[\w.]+)'/g,
  ];
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          for (const key of match.slice(1)) if (key) keys.add(key);
        }
      }
    }
  }
  return keys;
}

describe('string resources', () => {
  it('has every key the code uses, in fr and nl', () => {
    const used = keysUsed();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((k) => !strings[k]?.fr || !strings[k]?.nl);
    expect(missing).toEqual([]);
  });

  it('has the spec’s keys and a switch text for each culture', () => {
    for (const key of [
      'Manager.UnknowsErrors',
      'Core.Error',
      'Cultures.SwitchTo.fr',
      'Cultures.SwitchTo.nl',
    ]) {
      expect(strings[key]).toBeDefined();
    }
  });
});
