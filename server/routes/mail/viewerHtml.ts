import { escapeHtml } from '../../services/document';
import type { OutboxRow, Rendered } from '../../services/mail/outbox';
import type { Translate } from '../../shared/translate';

export interface ViewerPage {
  culture: string;
  t: Translate;
  /** The style nonce of this answer (the CSP allows no other inline style element). */
  nonce: string;
  /** The app base: the viewer's own links start with it. */
  base: string;
}

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1f1f1f;background:#fff}
main{max-width:1100px;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0b4f8a}
.failed{color:#a4001d;font-weight:bold}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:bold}
dd{margin:0;overflow-wrap:anywhere}
.mail-html{border:1px solid #ccc;background:#f2f2f2;padding:1rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:1rem}
nav ul{list-style:none;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
`;

export function viewerDocument(page: ViewerPage, title: string, body: string): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(page.culture)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(page.nonce)}">${STYLE}</style>` +
    `</head><body><main>${body}</main></body></html>`
  );
}

/** Sent, waiting, or given up / failing (with its error): words, not only a colour. */
export function stateOf(row: OutboxRow, t: Translate): { text: string; failed: boolean } {
  if (row.sentAt) return { text: t('Mail.Viewer.Sent'), failed: false };
  if (row.lastError) return { text: t('Mail.Viewer.Failed', row.attempts), failed: true };
  return { text: t('Mail.Viewer.Waiting'), failed: false };
}

const columns = (t: Translate) => [
  t('Mail.Viewer.Column.To'),
  t('Mail.Viewer.Column.Subject'),
  t('Mail.Viewer.Column.Template'),
  t('Mail.Viewer.Column.Time'),
  t('Mail.Viewer.Column.State'),
];

const time = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

export function listPage(
  page: ViewerPage,
  rows: OutboxRow[],
  pageNumber: number,
  pageCount: number,
): string {
  const { t, base } = page;
  const title = t('Mail.Viewer.Title');
  const body = rows
    .map((r) => {
      const state = stateOf(r, t);
      const subject = r.subject ?? t('Mail.Viewer.NotRendered');
      return (
        `<tr><td>${escapeHtml(r.toAddress)}</td>` +
        `<td><a href="${base}/dev/mail/${r.id}">${escapeHtml(subject)}</a></td>` +
        `<td>${escapeHtml(r.template)} (${escapeHtml(r.culture)})</td>` +
        `<td><time datetime="${r.createdAt.toISOString()}">${time(r.createdAt)}</time></td>` +
        `<td${state.failed ? ' class="failed"' : ''}>${escapeHtml(state.text)}</td></tr>`
      );
    })
    .join('');
  const pager = [
    pageNumber > 1
      ? `<li><a href="${base}/dev/mail?page=${pageNumber - 1}">${escapeHtml(t('Mail.Viewer.Newer'))}</a></li>`
      : '',
    pageNumber < pageCount
      ? `<li><a href="${base}/dev/mail?page=${pageNumber + 1}">${escapeHtml(t('Mail.Viewer.Older'))}</a></li>`
      : '',
  ].join('');
  return viewerDocument(
    page,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('Mail.Viewer.Intro'))}</p>` +
      (rows.length === 0
        ? `<p>${escapeHtml(t('Mail.Viewer.Empty'))}</p>`
        : `<table><caption>${escapeHtml(t('Mail.Viewer.Caption', pageNumber, pageCount))}</caption>` +
          `<thead><tr>${columns(t)
            .map((c) => `<th scope="col">${escapeHtml(c)}</th>`)
            .join('')}</tr></thead><tbody>${body}</tbody></table>`) +
      (pager
        ? `<nav aria-label="${escapeHtml(t('Mail.Viewer.Pages'))}"><ul>${pager}</ul></nav>`
        : ''),
  );
}

/**
 * The mail's HTML shown in the page itself: the content of its body (the layout's article,
 * inline styles only, every value escaped when it was rendered). A frame would show it as a
 * client does, but its document would be out of reach of the page's accessibility checks.
 */
export function mailBody(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/.exec(html);
  return match ? match[1]! : '';
}

/** The links of a mail's HTML (href values, unescaped), to follow from the viewer itself. */
export function linksOf(html: string): string[] {
  const found = [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
  return [...new Set(found)];
}

export function messagePage(
  page: ViewerPage,
  row: OutboxRow,
  from: string,
  message: Rendered | null,
): string {
  const { t, base } = page;
  const state = stateOf(row, t);
  const subject = message?.subject ?? t('Mail.Viewer.NotRendered');
  const fields: [string, string][] = [
    [t('Mail.Viewer.From'), from],
    [t('Mail.Viewer.Column.To'), row.toAddress],
    [t('Mail.Viewer.Column.Subject'), subject],
    [t('Mail.Viewer.Column.Time'), time(row.createdAt)],
    [t('Mail.Viewer.Column.Template'), `${row.template} (${row.culture})`],
    [t('Mail.Viewer.Column.State'), state.text],
    [t('Mail.Viewer.Attempts'), String(row.attempts)],
    ...(row.lastError ? [[t('Mail.Viewer.LastError'), row.lastError] as [string, string]] : []),
  ];
  const links = message ? linksOf(message.html) : [];
  return viewerDocument(
    page,
    `${subject} – ${t('Mail.Viewer.Title')}`,
    `<nav aria-label="${escapeHtml(t('Mail.Viewer.Title'))}"><ul>` +
      `<li><a href="${base}/dev/mail">${escapeHtml(t('Mail.Viewer.Back'))}</a></li>` +
      `<li><a href="${base}/dev/mail/${row.id}.eml" download>${escapeHtml(t('Mail.Viewer.Download'))}</a></li>` +
      `</ul></nav>` +
      `<h1>${escapeHtml(subject)}</h1>` +
      `<dl>${fields.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` +
      (message
        ? `<h2>${escapeHtml(t('Mail.Viewer.Links'))}</h2><ul>` +
          links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('') +
          `</ul><h2>${escapeHtml(t('Mail.Viewer.Html'))}</h2>` +
          `<section class="mail-html" aria-label="${escapeHtml(t('Mail.Viewer.HtmlPart', subject))}">` +
          `${mailBody(message.html)}</section>` +
          `<h2>${escapeHtml(t('Mail.Viewer.Text'))}</h2><pre>${escapeHtml(message.text)}</pre>`
        : `<p>${escapeHtml(t('Mail.Viewer.NotRenderedHelp'))}</p>`),
  );
}
