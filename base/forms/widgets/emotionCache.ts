import createCache from '@emotion/cache';

/**
 * react-select styles itself with emotion, which writes <style> tags that the shop's CSP refuses
 * (its style nonce is not the scripts'). The rules go instead into a constructed style sheet
 * adopted by the document, through the CSS object model, which the CSP does not govern. One
 * cache per key: the enhanced select's, the staff's customer select's.
 */
const caches = new Map<string, ReturnType<typeof createCache>>();

export function adoptedEmotionCache(key: string) {
  const known = caches.get(key);
  if (known) return known;
  const cache = createCache({ key });
  caches.set(key, cache);
  // Without constructed sheets (old browsers, jsdom) emotion keeps its own tags.
  if (!Array.isArray(document.adoptedStyleSheets)) return cache;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  cache.sheet.insert = (rule: string) => {
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule this browser does not know (a vendor prefix): skipped, as emotion does.
    }
  };
  return cache;
}
