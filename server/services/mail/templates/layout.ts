import { escapeHtml } from '../../document';
import type { Rendered } from '../outbox';

/** What a template says, in blocks the layout turns into both the HTML and the text part. */
export type Block =
  | { paragraph: string }
  | { action: { label: string; href: string } }
  | { table: { caption: string; head: string[]; rows: string[][]; foot: string[][] } }
  | { address: { title: string; lines: string[] } };

export interface MailParts {
  subject: string;
  heading: string;
  blocks: Block[];
  /** Why the shopper gets it (the footer's line). */
  footer: string;
}

export interface LayoutSettings {
  culture: string;
  shopName: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = 'color:#1f1f1f;font-size:16px;line-height:1.5;';
const CELL = 'padding:6px 8px;border-bottom:1px solid #d0d0d0;text-align:left;';

function htmlBlock(block: Block): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px;">${escapeHtml(block.paragraph)}</p>`;
  if ('action' in block) {
    const { label, href } = block.action;
    // A link styled as a button (4.5:1 contrast), with the address written out below it for
    // clients that strip styles or shoppers who copy it.
    return (
      `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="background:#0b4f8a;` +
      `color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;` +
      `display:inline-block;font-weight:bold;">${escapeHtml(label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;word-break:break-all;">` +
      `<a href="${escapeHtml(href)}" style="color:#0b4f8a;">${escapeHtml(href)}</a></p>`
    );
  }
  if ('address' in block) {
    const { title, lines } = block.address;
    return (
      `<h2 style="font-size:16px;margin:16px 0 4px;">${escapeHtml(title)}</h2>` +
      `<p style="margin:0 0 16px;">${lines.map(escapeHtml).join('<br>')}</p>`
    );
  }
  const { caption, head, rows, foot } = block.table;
  const cells = (row: string[], tag: 'td' | 'th') =>
    row
      .map((c, i) => {
        const align = i > 0 ? 'text-align:right;' : '';
        const scope =
          tag === 'th' ? (i === 0 && row !== head ? ' scope="row"' : ' scope="col"') : '';
        return `<${tag}${scope} style="${CELL}${align}">${escapeHtml(c)}</${tag}>`;
      })
      .join('');
  return (
    `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;${TEXT}">` +
    `<caption style="text-align:left;font-weight:bold;padding:0 0 4px;">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${cells(head, 'th')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${cells(r, 'td')}</tr>`).join('')}</tbody>` +
    `<tfoot>${foot.map((r) => `<tr>${cells(r, 'th')}</tr>`).join('')}</tfoot></table>`
  );
}

function textBlock(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('action' in block) return `${block.action.label}:\n${block.action.href}`;
  if ('address' in block) return [`${block.address.title}:`, ...block.address.lines].join('\n');
  const { caption, head, rows, foot } = block.table;
  const line = (row: string[]) =>
    row.map((c, i) => (head[i] && i > 0 ? `${head[i]}: ${c}` : c)).join(' | ');
  return [`${caption}:`, ...rows.map((r) => `- ${line(r)}`), ...foot.map((r) => r.join(': '))].join(
    '\n',
  );
}

/**
 * The shop's one mail layout: a plain single column with inline styles (mail clients drop
 * style sheets), the language declared, headings and a captioned table for screen readers, and
 * every value escaped. The text part says the same, in the same order.
 */
export function layout(parts: MailParts, settings: LayoutSettings): Rendered {
  const { culture, shopName } = settings;
  const html =
    `<!DOCTYPE html><html lang="${escapeHtml(culture)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f2f2f2;">` +
    `<div role="article" aria-label="${escapeHtml(parts.subject)}" lang="${escapeHtml(culture)}" ` +
    `style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}${TEXT}">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b4f8a;">${escapeHtml(shopName)}</p>` +
    `<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(parts.heading)}</h1>` +
    parts.blocks.map(htmlBlock).join('') +
    `<hr style="border:0;border-top:1px solid #d0d0d0;margin:24px 0 12px;">` +
    `<p style="margin:0;font-size:13px;color:#555555;">${escapeHtml(parts.footer)}</p>` +
    `</div></body></html>`;
  const text = [
    shopName,
    '',
    parts.heading,
    '='.repeat(Math.min(parts.heading.length, 60)),
    '',
    parts.blocks.map(textBlock).join('\n\n'),
    '',
    '-- ',
    parts.footer,
    '',
  ].join('\n');
  return { subject: parts.subject, text, html };
}
