import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../api/contract/common';
import { LoginPage } from '../../../api/contract/security';
import { parkCustomerCart } from '../../services/cart/loginCart';
import { safeReturnUrl } from '../../services/account/security';
import { SESSION_COOKIE } from '../../services/account/sessions';
import { wantsJson } from '../site/web';

/** Page addresses take any culture segment: an unknown one is a 404 page, not a 400. */
const PageParams = Type.Object({ culture: Type.String() });

/** S6 login page and logoff (the login call is in login.ts). */
export const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  /**
   * S6. JSON view model for the modal; the app document for a first load (the client renders
   * the full-page form). A page address: it takes any query string and stays out of the
   * closed-schema API docs, like S8.
   */
  app.get(
    '/:culture/security/login',
    {
      schema: { hide: true, params: PageParams, response: { 200: LoginPage, 404: ErrorResponse } },
      config: { ownsUnknownCulture: true },
    },
    async (request, reply) => {
      const { culture } = request.params;
      const json = wantsJson(request);
      reply.header('vary', 'Accept, Accept-Language').header('cache-control', 'no-store');
      // An unknown segment: request.culture is the visitor's language.
      if (!app.site.isCulture(culture)) {
        return json
          ? reply.code(404).send({ message: request.t('Core.PageNotFound') })
          : reply.appDocument(request.culture, { status: 404, notFound: true });
      }
      if (!json) return reply.appDocument(culture, { status: 200 });
      const raw = (request.query as Record<string, unknown>).returnUrl;
      return {
        Culture: culture,
        Title: request.t('Security.LoginTitle'),
        Intro: request.t('Security.LoginRequired'),
        ReturnUrl: safeReturnUrl(
          typeof raw === 'string' ? raw : undefined,
          appBase,
          [culture],
          culture,
        ),
        Action: `${appBase}/api/v1/security/login`,
      };
    },
  );

  /** A plain link (the client never loads "logoff" links in place): ends the session, goes home. */
  app.get(
    '/:culture/security/logoff',
    { schema: { hide: true, params: PageParams }, config: { ownsUnknownCulture: true } },
    async (request, reply) => {
      // The path's culture when known, else the visitor's language.
      const home = request.culture;
      // The customer's cart waits for their next login.
      await parkCustomerCart(app.db, request.cookies[SESSION_COOKIE]);
      await reply.endSession();
      return reply.header('cache-control', 'no-store').redirect(`${appBase}/${home}/`, 302);
    },
  );
};
