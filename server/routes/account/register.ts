import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginAnswer,
  Message,
  RegisterRequest,
  TokenRequest,
  VerifyEmailAnswer,
} from '../../../api/contract/account';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { accountCustomerOf, customerRow } from '../../services/account/accountView';
import { ipCounter, LIMITS } from '../../services/account/rateLimits';
import { checkRegisterForm, createAccount } from '../../services/account/register';
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
          'A3 register (ours): creates the account (unverified, it can shop), mails the verification link and logs in; 409 when the e-mail has an account',
        querystring: NoQuery,
        body: RegisterRequest,
        response: { 201: LoginAnswer, 409: ErrorResponse, ...errorResponses },
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
      const outcome = await createAccount(app.db, input, checked.value);
      if (!outcome.ok) {
        await evenOut(started);
        return sendRefusal(reply, outcome.refusal);
      }
      app.mailer.kick();
      const customer = outcome.value;
      await carryCartOverLogin(app.db, request.cookies[SESSION_COOKIE], customer.id, () =>
        reply.startSession(customer.id),
      );
      await evenOut(started);
      const next = safeReturnUrl(
        request.body.ReturnUrl,
        appBase,
        app.site.cultures,
        customer.culture,
      );
      return reply.code(201).send({
        ReturnUrl: next,
        TwoFactorRequired: false,
        Customer: accountCustomerOf(customer),
      });
    },
  );

  app.post(
    '/api/v1/security/verifyemail',
    {
      schema: {
        tags: ['security'],
        summary:
          'A3 verification link (ours): marks the e-mail verified (each link once, for 48 hours); the customer comes back when the session is theirs. 400: unknown, used or expired link',
        querystring: NoQuery,
        body: TokenRequest,
        response: { 200: VerifyEmailAnswer, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const outcome = await verifyEmail(app.db, request.body.Token, request.t);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      const mine = request.customer?.id === outcome.value;
      const row = mine ? await customerRow(app.db, outcome.value) : null;
      return {
        message: request.t('Account.EmailVerified'),
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
