/** The shopper asked for less motion: animations and smooth scrolls are skipped. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
