import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailTransport } from './dispatcher';
import type { OutboxRow, Rendered } from './outbox';

/** SMTP waits: a dead server fails an attempt in seconds, well within the claim's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MessageSettings {
  from: string;
  /** The shop's public address: its host names the Message-ID. */
  publicUrl: string;
}

/** The message nodemailer composes for an outbox row (the same for SMTP and the .eml file). */
export function mailOptions(
  row: OutboxRow,
  message: Rendered,
  settings: MessageSettings,
): Mail.Options {
  const host = new URL(settings.publicUrl).hostname || 'localhost';
  return {
    from: settings.from,
    to: row.toAddress,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // One id per outbox row: a mail retried after an unclear SMTP failure keeps its identity.
    messageId: `<outbox-${row.id}@${host}>`,
    date: row.createdAt,
    headers: { 'Content-Language': row.culture, 'X-Vitrine-Template': row.template },
  };
}

const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});

/** The RFC 5322 message of a row, composed by nodemailer (the file the outbox writes). */
export async function composeEml(
  row: OutboxRow,
  message: Rendered,
  settings: MessageSettings,
): Promise<Buffer> {
  const info = await composer.sendMail(mailOptions(row, message, settings));
  return info.message as Buffer;
}

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps://…). */
export function smtpTransport(smtpUrl: string, settings: MessageSettings): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async deliver(row, message) {
      await transporter.sendMail(mailOptions(row, message, settings));
    },
  };
}

/** The file name of a row's .eml in the outbox folder. */
export const emlFileName = (row: Pick<OutboxRow, 'id' | 'template'>): string =>
  `${row.id}-${row.template}.eml`;

/**
 * No SMTP server: the mail is "delivered" to the outbox itself. The row (marked sent by the
 * dispatcher) holds it for /dev/mail and the staff list; with a mail folder, the composed
 * message is also written there as <id>-<template>.eml for a mail client to open.
 */
export function outboxTransport(mailDir: string | null, settings: MessageSettings): MailTransport {
  return {
    async deliver(row, message) {
      if (!mailDir) return;
      const eml = await composeEml(row, message, settings);
      await fs.mkdir(mailDir, { recursive: true });
      await fs.writeFile(path.join(mailDir, emlFileName(row)), eml);
    },
  };
}
