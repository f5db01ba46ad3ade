import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { libraryAssets } from '../../../server/db/schema';
import {
  createSession,
  SESSION_COOKIE,
  sessionIdOf,
} from '../../../server/services/account/sessions';

/** A visitor with a session (an upload's owner) and the CSRF pair. */
export interface Visitor {
  cookie: string;
  csrf: string;
  sessionId: string;
}

export async function visitor(app: FastifyInstance): Promise<Visitor> {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  const csrf = res.cookies.find((c) => c.name === 'vitrine.csrf')!.value;
  const { token } = await createSession(app.db, null);
  return {
    cookie: `vitrine.csrf=${csrf}; ${SESSION_COOKIE}=${token}`,
    csrf,
    sessionId: sessionIdOf(token),
  };
}

/**
 * A temporary upload as S5 leaves it (services/assets/upload.ts): a PDF of the given session,
 * live for an hour unless `expired`.
 */
export async function upload(
  app: FastifyInstance,
  owner: string,
  options: { name?: string; size?: number; expired?: boolean; mimeType?: string } = {},
): Promise<{ id: string; tmpName: string }> {
  const id = randomUUID();
  const tmpName = `tmp-${randomUUID()}`;
  const offset = options.expired ? -60_000 : 3_600_000;
  await app.db.insert(libraryAssets).values({
    id,
    fileType: 'Document',
    mimeType: options.mimeType ?? 'application/pdf',
    name: options.name ?? 'cv.pdf',
    originalFileName: options.name ?? 'cv.pdf',
    size: options.size ?? 40_000,
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    tmpName,
    expiresAt: new Date(Date.now() + offset),
    ownerSessionId: owner,
  });
  return { id, tmpName };
}

/** The live/kept state of an upload. */
export async function assetState(app: FastifyInstance, id: string) {
  const result = await app.db.execute(
    sql`select tmp_name, expires_at from library_assets where id = ${id}`,
  );
  return (result as unknown as { rows: { tmp_name: string | null; expires_at: unknown }[] })
    .rows[0];
}

/** The submissions whose values mention `marker` (a unique e-mail), on a shared database. */
export async function submissionsWith(app: FastifyInstance, marker: string) {
  const result = await app.db.execute(
    sql`select s.values, s.asset_ids, s.culture from cms_form_submissions s
        where s.values::text like ${`%${marker}%`}`,
  );
  return (
    result as unknown as {
      rows: { values: Record<string, unknown>; asset_ids: string[]; culture: string }[];
    }
  ).rows;
}

/** The outbox rows whose data mentions `marker`. */
export async function mailsWith(app: FastifyInstance, marker: string) {
  const result = await app.db.execute(
    sql`select to_address, template, subject, text_body, html_body from mail_outbox
        where data::text like ${`%${marker}%`}`,
  );
  return (
    result as unknown as {
      rows: {
        to_address: string;
        template: string;
        subject: string | null;
        text_body: string | null;
        html_body: string | null;
      }[];
    }
  ).rows;
}

export const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

/** A valid "work with us" submission (the CV named by the caller). */
export function workWithUs(email: string, cv: string[], over: Record<string, unknown> = {}) {
  const { Cv = cv, Consent = true, ...values } = { ...workWithUsValues(email), ...over };
  return { Values: values, Files: { Cv }, Checked: { Consent } };
}

function workWithUsValues(email: string): Record<string, unknown> {
  return {
    FirstName: 'Camille',
    LastName: 'Peeters',
    Email: email,
    Phone: '0470 12 34 56',
    BirthDate: '14/02/1995',
    StartDate: '',
    Position: 'warehouse',
    Motivation: words(25),
    LinkedIn: '',
  };
}
