/**
 * A server message in one culture: the dotted key's text with {0}, {1}… filled in, or the key
 * itself when it has no text. Routes get one per call (request.t, plugins/culture.ts); services
 * take it as an argument so they never choose the language themselves.
 */
export type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * The site's lookup behind every Translate (Site.t): the same with the culture first. It exists
 * because the site serves every culture at once; translatorFor binds one to make a Translate.
 */
export type CultureTranslate = (culture: string, ...message: Parameters<Translate>) => string;

/** Binds a culture: the one way a Translate is made from the site's messages. */
export function translatorFor(t: CultureTranslate, culture: string): Translate {
  return (key, ...args) => t(culture, key, ...args);
}
