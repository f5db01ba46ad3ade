export type Culture = 'fr' | 'nl';

/**
 * The details of a journey written once per culture whose subject is neither the wording nor
 * the layout (a checkout, a refund, a wishlist): its culture as a tag (`@fr`, `@nl`). `npm test`
 * runs it only on the project whose browser speaks that culture, fr on the desktop and nl on the
 * phone; `npm run test:full` runs it in both cultures at both sizes (playwright.config.ts).
 * Culture itself is data the jest suites check in both languages. A journey about the wording or
 * the layout in one language (keyboard, the mail and invoice texts, consent, layout checks) has
 * no such tag and runs everywhere.
 */
export const paired = (culture: Culture) => ({ tag: `@${culture}` });
