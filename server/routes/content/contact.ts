import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses, NoQuery } from '../../../api/contract/common';
import { ContactRequest, ContactResponse } from '../../../api/contract/contact';
import { saveContactMessage } from '../../services/content/contact';
import { escapeHtml } from '../../services/document';
import { ipLimitScale } from '../../services/account/rateLimits';

const CONTACT_MAX_PER_IP = 5;
const CONTACT_WINDOW = '10 minutes';

/** The CMS contact form (ours: the spec does not show the CMS's form handling). */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/content/:culture/forms/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Contact form (ours): stores the message, answers a thank-you paragraph',
        params: CultureParams,
        querystring: NoQuery,
        body: ContactRequest,
        response: { 200: ContactResponse, ...errorResponses },
      },
      // Counted after validation: a shopper fixing a typo is not a spammer.
      config: {
        rateLimit: {
          max: CONTACT_MAX_PER_IP * ipLimitScale(),
          timeWindow: CONTACT_WINDOW,
          hook: 'preHandler',
        },
      },
    },
    async (request) => {
      const { culture } = request;
      await saveContactMessage(app.db, culture, request.body);
      // The translation is trusted, the name is not: only the name is escaped.
      const name = escapeHtml(request.body.Name.trim());
      return {
        Html: `<p class="contact-thanks">${request.t('Contact.Thanks', name)}</p>`,
      };
    },
  );
};
