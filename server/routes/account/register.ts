import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Message,
  RegisterRequest,
  TokenRequest,
  VerifyEmailAnswer,
} from '../../../api/contract/account';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { VERIFY_TOKEN_TTL_HOURS } from '../../../rules/account';
import { accountCustomerOf, customerRow } from '../../services/account/accountView';
import { ipCounter, LIMITS } from '../../services/account/rateLimits';
import {
  checkRegisterForm,
  completeRegistration,
  registerOrNotify,
} from '../../services/account/register';
import { normalizeEmail, safeReturnUrl } from '../../services/account/security';
import { SESSION_COOKIE } from '../../services/account/sessions';
import { resendVerification, verifyEmail } from '../../services/account/verification';
import { carryCartOverLogin } from '../../services/cart/loginCart';
import { countOrRefuse, customerOf, evenOut, sendRefusal, signedIn } from './common';

/** A3 register, the verification link, and a new link on demand. */
export const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  app.post(
    '/api/v1/security/register',
    {
      schema: {
        tags: ['security'],
        summary:
          "A3 register (ours): 202 and the same sentence whether the e-mail has an account or not (no sooner either way). A new address gets the link that makes the account and logs in; a known one's owner gets a mail instead (log in, or a new password)",
        querystring: NoQuery,
        body: RegisterRequest,
        response: { 202: Message, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const { t, culture } = request;
      const input = {
        form: request.body,
        culture,
        t,
        isCulture: (value: string) => app.site.isCulture(value),
        appBase,
      };
      const checked = await checkRegisterForm(app.db, input);
      if (!checked.ok) return sendRefusal(reply, checked.refusal);
      // Counted once the form holds: what is limited is making accounts (and asking whether
      // an address has one), not correcting a form.
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.registerAccount, subject: normalizeEmail(request.body.Email) },
        ipCounter(LIMITS.registerIp, request.ip),
      ]);
      if (!counted) return reply;
      // Where the link's login lands, checked now (and again when the link is followed).
      const returnUrl = safeReturnUrl(
        request.body.ReturnUrl,
        appBase,
        app.site.cultures,
        request.body.Culture,
      );
      await registerOrNotify(app.db, input, checked.value, returnUrl);
      app.mailer.kick();
      await evenOut(started);
      return reply.code(202).send({
        message: t('Account.RegisterMailSent', checked.value.email, VERIFY_TOKEN_TTL_HOURS),
      });
    },
  );

  app.post(
    '/api/v1/security/verifyemail',
    {
      schema: {
        tags: ['security'],
        summary:
          "A3 link (ours), each once, 48 hours: a registration's makes the account, verified, and logs in (the customer and where to go); an e-mail verification's marks the address verified (the customer when the session is theirs). 400: unknown, used or expired link",
        querystring: NoQuery,
        body: TokenRequest,
        response: { 200: VerifyEmailAnswer, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { t } = request;
      // A registration's link makes the account and logs in (its session, the visitor's cart).
      const made = await completeRegistration(app.db, request.body.Token, t);
      if (made) {
        if (!made.ok) return sendRefusal(reply, made.refusal);
        const { customer, returnUrl } = made.value;
        await carryCartOverLogin(app.db, request.cookies[SESSION_COOKIE], customer.id, () =>
          reply.startSession(customer.id),
        );
        return {
          message: t('Account.Registered'),
          Customer: accountCustomerOf(customer),
          ReturnUrl: safeReturnUrl(
            returnUrl ?? undefined,
            appBase,
            app.site.cultures,
            customer.culture,
          ),
        };
      }
      const outcome = await verifyEmail(app.db, request.body.Token, t);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      const mine = request.customer?.id === outcome.value;
      const row = mine ? await customerRow(app.db, outcome.value) : null;
      return {
        message: t('Account.EmailVerified'),
        Customer: row ? accountCustomerOf(row) : null,
      };
    },
  );

  app.post(
    '/api/v1/account/verification',
    {
      schema: {
        tags: ['account'],
        summary:
          'A3 verification (ours): mails a new verification link to the logged-in customer (3 an hour); 409 when the address is verified already',
        querystring: NoQuery,
        response: { 200: Message, 409: ErrorResponse, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { id } = customerOf(request);
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.verificationAccount, subject: String(id) },
      ]);
      if (!counted) return reply;
      const outcome = await resendVerification(app.db, id, appBase, request.t);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      app.mailer.kick();
      return { message: outcome.value };
    },
  );
};
