import type { CmsPage } from '../../api/contract/content';
import { cmsPageClass } from '../../api/contract/pages';
import type { RuntimeConfig } from '../../api/contract/runtime';

export const CONFIG_MARKER = '<!--vitrine:config-->';
/** The template parts renderDocument fills, matched whether or not the build minified the HTML. */
const MARKERS = {
  html: /<html lang="?[a-zA-Z-]*"?>/,
  head: /<\/head>/,
  body: /<body>/,
  root: /<div id="?root"?><\/div>/,
};

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
}

function mainSection(options: DocumentOptions): string {
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
  const { page, culture, config } = options;
  const title = page?.Title ?? options.notFound?.title;
  const head = [
    `<script nonce="${options.nonce}">window.__VITRINE__=${scriptJson({ ...config, page })};</script>`,
    ...Object.entries(page?.Alternates ?? {}).map(
      ([lang, url]) =>
        `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(options.origin + url)}" />`,
    ),
  ].join('\n    ');
  const withHead = template.includes(CONFIG_MARKER)
    ? template.replace(CONFIG_MARKER, () => head)
    : template.replace(MARKERS.head, () => `${head}</head>`);
  let html = withHead
    .replace(MARKERS.html, `<html lang="${escapeHtml(culture)}">`)
    .replace(
      MARKERS.root,
      () =>
        `<div id="root"><header class="site-header"></header><main id="main" class="container site-main">${mainSection(options)}</main></div>`,
    );
  if (title) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(`${title} | ${config.cmsName}`)}</title>`,
    );
  }
  if (page) {
    html = html
      .replace(
        /<meta name="?description"? content="?[^">]*"?\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(page.Description)}" />`,
      )
      .replace(MARKERS.body, `<body class="${page.BodyClass}">`);
  }
  return html;
}
