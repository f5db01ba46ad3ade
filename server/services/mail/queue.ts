import 'fastify';
import type { AppDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** The mails the shop sends; each has an fr and an nl template (HTML + text). */
export const MAIL_TEMPLATES = [
  'accountVerification',
  'registrationConfirm',
  'registrationAttempt',
  'passwordReset',
  'passwordChanged',
  'twoFactorChanged',
  'orderConfirmation',
  'prepaidLowBalance',
  'refundRequested',
  'refundApproved',
  'refundRefused',
  'refundRefunded',
  'cmsFormSubmitted',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailRequest {
  to: string;
  culture: string;
  template: MailTemplate;
  /** What the template fills in: absolute links, names, order lines (JSON). */
  data: Record<string, unknown>;
}

/**
 * Files a mail in the outbox (pass the transaction of the event that causes it, so the mail
 * exists exactly when the event does). Sending is the dispatcher's job, after the commit:
 * `app.mail.kick()` (server/services/mail/dispatcher.ts) or its periodic retry.
 */
export async function queueMail(db: Pick<AppDb, 'insert'>, request: MailRequest): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: request.to,
      culture: request.culture,
      template: request.template,
      data: request.data,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mail dispatcher (server/services/mail/, registered in server/app.ts). Call kick()
     * after the commit that queued a mail: it renders and sends (or files) what is due now;
     * a periodic pass retries what failed.
     */
    mailer: { kick(): void };
  }
}
