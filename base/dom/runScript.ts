let nonce: string | undefined;

/**
 * The CSP nonce of this page (the server puts it on the runtime config script). Browsers hide
 * the attribute's value once parsed, but keep the `nonce` property.
 */
export function scriptNonce(): string {
  if (nonce === undefined) {
    nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  }
  return nonce;
}

/** Marks a script that already ran in this page load. */
export const EXECUTED_ATTRIBUTE = 'data-vitrine-executed';

/**
 * Runs a script that arrived through innerHTML (such scripts never run by themselves): it is
 * replaced by a fresh element carrying the page nonce, so the CSP lets it run, once.
 */
export function executeScript(original: HTMLScriptElement): HTMLScriptElement | undefined {
  if (original.hasAttribute(EXECUTED_ATTRIBUTE)) return undefined;
  const script = document.createElement('script');
  for (const { name, value } of Array.from(original.attributes)) {
    // A consent-gated script is parked as text/plain until its category is allowed.
    const parked = name === 'type' && value === 'text/plain';
    if (!parked && name !== 'nonce') script.setAttribute(name, value);
  }
  script.setAttribute(EXECUTED_ATTRIBUTE, '');
  script.nonce = scriptNonce();
  if (!original.src) script.text = original.text;
  original.replaceWith(script);
  return script;
}
