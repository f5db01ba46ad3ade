import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../api/contract/common';
import { LoginPage } from '../../../api/contract/security';
import { LOGOFF_PATH } from '../../../rules/account';
import { logoffPageHtml } from '../../services/account/logoffPage';
import { parkCustomerCart } from '../../services/cart/loginCart';
import { safeReturnUrl } from '../../services/account/security';
import { SESSION_COOKIE } from '../../services/account/sessions';
import { wantsJson } from '../site/web';

/** Page addresses take any culture segment: an unknown one is a 404 page, not a 400. */
const PageParams = Type.Object({ culture: Type.String() });

/** S6 login page and log-off (the login call is in login.ts). */
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

  /**
   * A GET never logs off (an image tag on any site could): it is a page with one button, a
   * plain form that POSTs with the CSRF token, so it works without a script too. The client's
   * link rule for logoff links POSTs the same form at once (features/navigation).
   */
  app.get(
    `/:culture/${LOGOFF_PATH}`,
    { schema: { hide: true, params: PageParams }, config: { ownsUnknownCulture: true } },
    async (request, reply) => {
      const { culture } = request.params;
      reply.header('cache-control', 'no-store');
      if (!app.site.isCulture(culture)) {
        return wantsJson(request)
          ? reply.code(404).send({ message: request.t('Core.PageNotFound') })
          : reply.appDocument(request.culture, { status: 404, notFound: true });
      }
      const t = (key: string) => app.site.t(culture, key);
      const address = (c: string) => `${appBase}/${c}/${LOGOFF_PATH}`;
      return reply.appDocument(culture, {
        view: {
          title: t('Security.LogoffTitle'),
          description: t('Security.LogoffQuestion'),
          canonical: address(culture),
          alternates: Object.fromEntries(app.site.cultures.map((c) => [c, address(c)])),
          bodyClass: 'inner',
          mainHtml: logoffPageHtml({
            title: t('Security.LogoffTitle'),
            question: t('Security.LogoffQuestion'),
            button: t('Account.Logoff'),
            action: address(culture),
            token: request.csrfToken,
          }),
        },
      });
    },
  );

  // The one-button page's form (and the link rule's) posts urlencoded, as a browser does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /**
   * Logs off: the CSRF token in the form's field (or the header), the session ended, its cart
   * parked for the next login, then home (303: the browser follows with a GET).
   */
  app.post(
    `/:culture/${LOGOFF_PATH}`,
    {
      schema: { hide: true, params: PageParams },
      config: { ownsUnknownCulture: true, csrfFormField: true },
    },
    async (request, reply) => {
      // The path's culture when known, else the visitor's language.
      const home = request.culture;
      // The customer's cart waits for their next login.
      await parkCustomerCart(app.db, request.cookies[SESSION_COOKIE]);
      await reply.endSession();
      return reply.header('cache-control', 'no-store').redirect(`${appBase}/${home}/`, 303);
    },
  );
};
