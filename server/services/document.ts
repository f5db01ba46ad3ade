import type { CmsPage } from '../../api/contract/content';
import { cmsPageClass } from '../../rules/pages';
import type { RuntimeConfig } from '../../api/contract/runtime';

export const CONFIG_MARKER = '<!--vitrine:config-->';
/** The template parts renderDocument fills, matched whether or not the build minified the HTML. */
const MARKERS = {
  html: /<html lang="?[a-zA-Z-]*"?>/,
  head: /<\/head>/,
  body: /<body>/,
  root: /<div id="?root"?><\/div>/,
  bodyEnd: /<\/body>/,
};

/** The build's entry scripts (html-webpack-plugin, scriptLoading 'defer'), quoted or not. */
const DEFERRED_SCRIPT = /<script defer(?:="?defer"?)? src="?([^"\s>]+)"?\s*><\/script>/g;

/**
 * The entry scripts start once the first document has been painted. As `defer` scripts they
 * were fetched with the document and ran as soon as they arrived, which on a fast connection is
 * before the first paint: the page's largest text (the server's main section or consent prompt)
 * then waited for the main chunk's evaluation, about 300 ms of a slow phone's CPU. A preload
 * would not do either: a script that has arrived before the largest paint is counted into it
 * (Lighthouse's simulation puts its whole download on a slow network before that paint). So the
 * document carries no script tag for them; a nonce'd loader at the end of the body adds them
 * when the browser reports the first contentful paint. It adds them at once when there is
 * nothing to paint (`painted` false: an app-only page without the consent prompt) or the page
 * is in the background; after two frames where paint timing is unknown; and after 3 s whatever
 * happens. Scripts keep their order.
 */
export function paintFirstScripts(html: string, nonce: string, painted = true): string {
  const sources: string[] = [];
  const withoutEntries = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = [
    '(function(s,painted){var done=false;',
    'function go(){if(done)return;done=true;s.forEach(function(u){',
    "var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}",
    "if(!painted||document.visibilityState==='hidden')return go();",
    "document.addEventListener('visibilitychange',go);setTimeout(go,3000);",
    'var P=window.PerformanceObserver;',
    "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)",
    'return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});',
    "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){",
    "o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})",
    `})(${scriptJson(sources)},${painted});`,
  ].join('');
  return withoutEntries.replace(
    MARKERS.bodyEnd,
    () => `<script nonce="${nonce}">${loader}</script></body>`,
  );
}

export function missingMarkers(template: string): string[] {
  return Object.entries(MARKERS)
    .filter(([, pattern]) => !pattern.test(template))
    .map(([name]) => name);
}

/** JSON safe to place inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Scripts of CMS HTML never run from the first document: the client runs them (with the CSP
 * nonce, and consent-gated ones only once allowed) when it renders the page.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
}

/**
 * An app page (product, list…) in the first document: its head (SEO) and an indexable main
 * section the server renders, plus the query data the client primes its cache with.
 */
export interface DocumentView {
  title: string;
  description: string;
  /** Path of the canonical address (the origin is added). */
  canonical: string;
  /** Culture → path of the same page in that culture. */
  alternates: Record<string, string>;
  bodyClass: string;
  /** Already escaped HTML of the main section, with the same wrappers the client renders. */
  mainHtml: string;
  /** schema.org data (Product, ItemList…) for crawlers. */
  jsonLd?: unknown;
  /** RTK Query endpoint name and args the client primes with `data`. */
  prime?: { endpoint: string; args: unknown; data: unknown };
}

export interface DocumentOptions {
  culture: string;
  nonce: string;
  config: RuntimeConfig;
  /** Origin used for absolute alternate-language links ("https://shop.example"). */
  origin: string;
  /** The page's main content, so that the first document is indexable. */
  page?: CmsPage;
  /** Title and text of a server-rendered "not found" main section. */
  notFound?: { title: string; text: string };
  view?: DocumentView;
  /** The consent prompt's HTML when the visitor has no valid choice yet (consentFirstPaint.ts). */
  consentBanner?: string;
}

function mainSection(options: DocumentOptions): string {
  if (options.view) return options.view.mainHtml;
  // The same wrappers as the client's CmsPage and NotFoundPage, so its first render shifts nothing.
  if (options.page) {
    return `<article class="${cmsPageClass(options.page.Path)}">${withoutScripts(options.page.Html)}</article>`;
  }
  if (options.notFound) {
    return `<section class="not-found"><h1>${escapeHtml(options.notFound.title)}</h1><p>${escapeHtml(options.notFound.text)}</p></section>`;
  }
  return '';
}

/**
 * The app document: the built index.html with the runtime config (nonce'd), the page's title,
 * description, alternate languages and body class, and its main content in place. The header
 * stand-in has the real header's height, so the app's first render shifts nothing.
 */
export function renderDocument(template: string, options: DocumentOptions): string {
  const { page, view, culture, config } = options;
  const title = view?.title ?? page?.Title ?? options.notFound?.title;
  const description = view?.description ?? page?.Description;
  const alternates = view?.alternates ?? page?.Alternates ?? {};
  const absolute = (url: string) => escapeHtml(options.origin + url);
  const head = [
    `<script nonce="${options.nonce}">window.__VITRINE__=${scriptJson({ ...config, page, view: view?.prime })};</script>`,
    ...Object.entries(alternates).map(
      ([lang, url]) =>
        `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${absolute(url)}" />`,
    ),
    ...(view ? [`<link rel="canonical" href="${absolute(view.canonical)}" />`] : []),
    ...(view?.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(view.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
  const withHead = template.includes(CONFIG_MARKER)
    ? template.replace(CONFIG_MARKER, () => head)
    : template.replace(MARKERS.head, () => `${head}</head>`);
  const main = mainSection(options);
  let html = withHead.replace(MARKERS.html, `<html lang="${escapeHtml(culture)}">`).replace(
    MARKERS.root,
    () =>
      // The banner stands after #root: React replaces the root's content, the client's banner
      // removes this one when it takes its place.
      `<div id="root"><header class="site-header"></header><main id="main" class="container site-main">${main}</main></div>${options.consentBanner ?? ''}`,
  );
  if (title) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(`${title} | ${config.cmsName}`)}</title>`,
    );
  }
  if (description !== undefined) {
    html = html.replace(
      /<meta name="?description"? content="?[^">]*"?\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const bodyClass = view?.bodyClass ?? page?.BodyClass;
  if (bodyClass) html = html.replace(MARKERS.body, `<body class="${escapeHtml(bodyClass)}">`);
  return paintFirstScripts(html, options.nonce, main !== '' || Boolean(options.consentBanner));
}
