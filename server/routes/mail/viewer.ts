import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { visitorCulture } from '../../plugins/culture';
import { outboxMessage, outboxPage } from '../../services/mail/outboxList';
import type { Rendered } from '../../services/mail/outbox';
import { renderMail } from '../../services/mail/render';
import { composeEml, emlFileName } from '../../services/mail/transports';
import { translatorFor } from '../../shared/translate';
import { listPage, messagePage, type ViewerPage } from './viewerHtml';

/** Mail a page of the viewer lists. */
const VIEWER_PAGE_SIZE = 50;

const ViewerQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) },
  { additionalProperties: false },
);
/** "12" shows mail 12, "12.eml" downloads it. */
const MessageParams = Type.Object(
  { message: Type.String({ pattern: '^[1-9][0-9]{0,8}(\\.eml)?$' }) },
  { additionalProperties: false },
);
const NoQuery = Type.Object({}, { additionalProperties: false });

/**
 * The outbox in a browser (MAIL_VIEWER=1 only: development and the end-to-end tests; app.ts
 * leaves it out otherwise, so its addresses answer 404): the list, one mail with its links,
 * HTML and text, and its .eml. In the API docs only when on, so the bad-input harness
 * (__tests__/server/site/badInput.test.ts, which builds its app with the viewer) covers it.
 */
export const mailViewerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, site } = app;
  const settings = { from: config.mailFrom, publicUrl: config.publicUrl };
  const render = { site, links: `${config.publicUrl}${config.appBase}`, appBase: config.appBase };

  const pageOf = (culture: string, nonce: string): ViewerPage => ({
    culture,
    t: translatorFor(site.t, culture),
    nonce,
    base: config.appBase,
  });

  /** What the mail says: as sent, or rendered now for one not sent yet (null if it cannot be). */
  const contentOf = (row: NonNullable<Awaited<ReturnType<typeof outboxMessage>>>) => {
    if (row.subject !== null && row.textBody !== null && row.htmlBody !== null) {
      return { subject: row.subject, text: row.textBody, html: row.htmlBody } as Rendered;
    }
    try {
      return renderMail(row, render);
    } catch {
      return null;
    }
  };

  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail viewer (ours, MAIL_VIEWER=1 only): the outbox as an HTML page',
        querystring: ViewerQuery,
      },
    },
    async (request, reply) => {
      const pageNumber = request.query.page ?? 1;
      const { rows, pageCount } = await outboxPage(app.db, pageNumber, VIEWER_PAGE_SIZE);
      const page = pageOf(visitorCulture(request), reply.cspNonce.style);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(listPage(page, rows, pageNumber, pageCount));
    },
  );

  app.get(
    '/dev/mail/:message',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail viewer (ours, MAIL_VIEWER=1 only): one mail as an HTML page, or its .eml',
        params: MessageParams,
        querystring: NoQuery,
      },
    },
    async (request, reply) => {
      const culture = visitorCulture(request);
      const { t } = pageOf(culture, '');
      const eml = request.params.message.endsWith('.eml');
      const row = await outboxMessage(app.db, Number.parseInt(request.params.message, 10));
      const message = row && contentOf(row);
      if (!row || (eml && !message)) {
        return reply.code(404).send({ message: t('Mail.Viewer.NotFound') });
      }
      reply.header('cache-control', 'no-store');
      if (eml) {
        return reply
          .type('message/rfc822')
          .header('content-disposition', `attachment; filename="${emlFileName(row)}"`)
          .send(await composeEml(row, message!, settings));
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(messagePage(pageOf(culture, reply.cspNonce.style), row, config.mailFrom, message));
    },
  );
};
