import { describe, expect, it } from '@jest/globals';
import { browserCulture, cultureFromPath, switchCultureUrl } from '@base/i18n/culture';
import { createTranslator } from '@base/i18n/translate';

describe('t()', () => {
  const t = createTranslator({ Manager: { Close: 'Fermer' }, Layout: { Copyright: '© {0} {1}' } });

  it('finds nested keys and fills arguments', () => {
    expect(t('Manager.Close')).toBe('Fermer');
    expect(t('Layout.Copyright', 2026, 'Vitrine')).toBe('© 2026 Vitrine');
  });

  it('shows the key itself when it is missing or points at a branch', () => {
    expect(t('Manager.Nope')).toBe('Manager.Nope');
    expect(t('Manager')).toBe('Manager');
    expect(t('Deep.Missing.Key')).toBe('Deep.Missing.Key');
  });

  it('shows keys when no strings could be loaded', () => {
    expect(createTranslator(undefined)('Core.Error')).toBe('Core.Error');
  });
});

describe('culture in the URL', () => {
  it('reads the first path segment', () => {
    expect(cultureFromPath('/nl/about', ['fr', 'nl'], 'fr')).toBe('nl');
    expect(cultureFromPath('/de/about', ['fr', 'nl'], 'fr')).toBe('fr');
    expect(cultureFromPath('/', ['fr', 'nl'], 'fr')).toBe('fr');
  });

  it('switches only the culture segment, keeping query and hash', () => {
    expect(switchCultureUrl('/fr/about?a=1#team', 'fr', 'nl')).toBe('/nl/about?a=1#team');
    expect(switchCultureUrl('/fr', 'fr', 'nl')).toBe('/nl');
    expect(switchCultureUrl('/fr/france/fr', 'fr', 'nl')).toBe('/nl/france/fr');
    expect(switchCultureUrl('/shop/fr/x', 'fr', 'nl', '/shop')).toBe('/shop/nl/x');
    expect(switchCultureUrl('/elsewhere', 'fr', 'nl')).toBe('/nl/');
  });

  it('picks the browser language when supported', () => {
    expect(browserCulture(['nl-BE', 'fr'], ['fr', 'nl'], 'fr')).toBe('nl');
    expect(browserCulture(['en-US', 'de'], ['fr', 'nl'], 'fr')).toBe('fr');
  });
});
