import { useLayoutEffect, useRef } from 'react';
import { executeScript } from '@base/dom/runScript';

/**
 * HTML written by the shop's editors. Its scripts run once per load, with the page's CSP nonce;
 * consent-gated ones (type text/plain) are left to the consent listeners.
 */
export function CmsHtml({ html, className }: { html: string; className: string }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const scripts = ref.current?.querySelectorAll<HTMLScriptElement>(
      'script:not([type="text/plain"])',
    );
    scripts?.forEach((script) => executeScript(script));
  }, [html]);
  return <article ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
