import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { queueMail, type MailRequest } from '../../../server/services/mail/queue';
import { staticFixture } from '../../support/testServer';

/** Mail test data shared by the mail tests. */
export function orderData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    FirstName: 'Zoë',
    OrderNumber: 'VT-2025-000042',
    PlacedAt: '3 mars 2025',
    Lines: [{ Name: 'Chaise <Oslo>', Quantity: 2, Price: '€ 120,00', Total: '€ 240,00' }],
    Totals: [
      { Label: 'Sous-total', Amount: '€ 240,00' },
      { Label: 'Livraison', Amount: '€ 10,00' },
      { Label: 'Total', Amount: '€ 250,00' },
    ],
    Billing: ['Zoë Peeters', 'Rue Haute 1', '1000 Bruxelles', 'Belgique'],
    Shipping: ['Zoë Peeters', 'Rue Haute 1', '1000 Bruxelles', 'Belgique'],
    ShippingMethod: 'bpost',
    Link: '/fr/shoppingcarts/confirmation/VT-2025-000042',
    ...over,
  };
}

/** Builds the real app with mail settings of the test's choosing (PGlite or a PostgreSQL URL). */
export async function mailApp(
  options: {
    databaseUrl?: string;
    smtpUrl?: string;
    mailDir?: string | null;
    mailViewer?: boolean;
    appBase?: string;
  } = {},
): Promise<FastifyInstance> {
  const config = {
    ...readConfig({}),
    staticDir: staticFixture(),
    smtpUrl: options.smtpUrl,
    mailDir: options.mailDir ?? null,
    mailViewer: options.mailViewer ?? false,
    appBase: options.appBase ?? '',
    publicUrl: 'https://shop.example',
  };
  // PGlite: a new in-memory copy of the seeded image per app (apps never share rows).
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl }
      : { dataDir: 'memory://', loadDataDir: process.env.VITRINE_PGLITE_IMAGE },
  );
  return build({ config, database });
}

/** Files a mail as the app's services do: in a transaction, then kicks after the commit. */
export async function queueAndKick(app: FastifyInstance, request: MailRequest): Promise<number> {
  const id = await app.db.transaction((tx) => queueMail(tx, request));
  app.mailer.kick();
  await app.mailDispatcher.idle();
  return id;
}

export const resetMail = (to: string, culture = 'fr'): MailRequest => ({
  to,
  culture,
  template: 'passwordReset',
  data: { FirstName: 'Zoë', Link: `/${culture}/security/resetpassword?token=abc` },
});

export interface OutboxRecord {
  id: number;
  to_address: string;
  template: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  due_in_seconds: number;
}

export async function outboxRow(app: FastifyInstance, id: number): Promise<OutboxRecord> {
  const result = await app.db.execute(
    sql`select *, extract(epoch from next_attempt_at - now())::float8 as due_in_seconds
          from mail_outbox where id = ${id}`,
  );
  const [row] = (result as unknown as { rows: OutboxRecord[] }).rows;
  if (!row) throw new Error(`no outbox row ${id}`);
  return { ...row, due_in_seconds: Number(row.due_in_seconds) };
}

/** A message as a mail client reads it: unfolded headers, decoded subject, decoded parts. */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  parts: { type: string; body: string }[];
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi,
    (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
  );
}

function decodeQp(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  if (at < 0) throw new Error('no blank line between the headers and the body');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, at)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

/** Parses an RFC 5322 message with a multipart/alternative body (what nodemailer composes). */
export function parseMail(raw: string): ParsedMail {
  if (/(?<!\r)\n/.test(raw)) throw new Error('a line ends without CR');
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not multipart');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      const encoding = part.headers.get('content-transfer-encoding') ?? '7bit';
      const raw = part.body.replace(/\r\n$/, '');
      const decoded =
        encoding === 'base64'
          ? Buffer.from(raw, 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQp(raw)
            : raw;
      // Lines end in CRLF on the wire; a reader gets lines.
      const type = (part.headers.get('content-type') ?? '').split(';')[0]!;
      return { type, body: decoded.replace(/\r\n/g, '\n') };
    });
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), parts };
}
