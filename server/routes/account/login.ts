import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LoginAnswer,
  TwoFactorLoginRequest,
  TwoFactorPending,
} from '../../../api/contract/account';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import { LoginRequest } from '../../../api/contract/security';
import {
  accountCustomerOf,
  customerRow,
  type CustomerRow,
} from '../../services/account/accountView';
import { findPendingLogin } from '../../services/account/pendingLogin';
import { forgiveAttempt, ipCounter, LIMITS } from '../../services/account/rateLimits';
import { useRecoveryCode } from '../../services/account/recoveryCodes';
import { checkCredentials, normalizeEmail, safeReturnUrl } from '../../services/account/security';
import { SESSION_COOKIE } from '../../services/account/sessions';
import { acceptTotp } from '../../services/account/totp';
import { carryCartOverLogin } from '../../services/cart/loginCart';
import { countOrRefuse } from './common';

/** A1 login (ours) and its second step: the two-factor code or a recovery code. */
export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  const returnUrlFor = (raw: string | undefined, customer: CustomerRow) => {
    const fallback = app.site.isCulture(customer.culture)
      ? customer.culture
      : app.site.defaultCulture;
    return safeReturnUrl(raw, appBase, app.site.cultures, fallback);
  };

  /** Logs the customer in: a new session, the anonymous cart carried over (as at any login). */
  const logIn = async (request: FastifyRequest, reply: FastifyReply, customer: CustomerRow) => {
    await carryCartOverLogin(app.db, request.cookies[SESSION_COOKIE], customer.id, () =>
      reply.startSession(customer.id),
    );
  };

  app.post(
    '/api/v1/security/login',
    {
      schema: {
        tags: ['security'],
        summary:
          'A1 login (ours): opens a session, or with two-factor on a pending login (TwoFactorRequired: the code comes next); says where to go next',
        querystring: NoQuery,
        body: LoginRequest,
        response: { 200: LoginAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { Email, Password, ReturnUrl } = request.body;
      // Per e-mail, so one address cannot be guessed at from many places, and per client
      // address, so one place cannot guess at many accounts.
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.loginAccount, subject: normalizeEmail(Email) },
        ipCounter(LIMITS.loginIp, request.ip),
      ]);
      if (!counted) return reply;
      const customer = await checkCredentials(app.db, Email, Password);
      if (!customer) {
        return reply.code(400).send({ message: request.t('Security.InvalidCredentials') });
      }
      await forgiveAttempt(app.db, counted);
      const next = returnUrlFor(ReturnUrl, customer);
      if (customer.totpEnabledAt) {
        await reply.startPendingLogin(customer.id);
        return { ReturnUrl: next, TwoFactorRequired: true, Customer: null };
      }
      await logIn(request, reply, customer);
      return { ReturnUrl: next, TwoFactorRequired: false, Customer: accountCustomerOf(customer) };
    },
  );

  app.get(
    '/api/v1/security/twofactor',
    {
      schema: {
        tags: ['security'],
        summary:
          "A1 two-factor step (ours): whether this session's login waits for a code (the modal's step survives a reload)",
        querystring: NoQuery,
        response: { 200: TwoFactorPending, ...errorResponses },
      },
    },
    async (request) => ({
      Pending: (await findPendingLogin(app.db, request.cookies[SESSION_COOKIE])) !== null,
    }),
  );

  app.post(
    '/api/v1/security/twofactor',
    {
      schema: {
        tags: ['security'],
        summary:
          'A1 two-factor step (ours): the authenticator code (±1 step, never twice) or a single-use recovery code completes the pending login; 400 when it expired (log in again)',
        querystring: NoQuery,
        body: TwoFactorLoginRequest,
        response: { 200: LoginAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { Code, RecoveryCode, ReturnUrl } = request.body;
      const { t } = request;
      const pending = await findPendingLogin(app.db, request.cookies[SESSION_COOKIE]);
      const customer = pending && (await customerRow(app.db, pending.customerId));
      if (!pending || !customer?.totpEnabledAt) {
        return reply.code(400).send({ message: t('Security.TwoFactorExpired') });
      }
      if (Code === undefined && RecoveryCode === undefined) {
        return reply
          .code(400)
          .send({ message: t('Security.TwoFactorCodeRequired'), field: 'Code' });
      }
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.twoFactorPending, subject: pending.sessionId },
        { limit: LIMITS.twoFactorAccount, subject: String(customer.id) },
        ipCounter(LIMITS.twoFactorIp, request.ip),
      ]);
      if (!counted) return reply;
      const right =
        Code !== undefined
          ? await acceptTotp(app.db, customer, Code)
          : await useRecoveryCode(app.db, customer.id, RecoveryCode as string);
      if (!right) {
        return Code !== undefined
          ? reply.code(400).send({ message: t('Security.TwoFactorCodeWrong'), field: 'Code' })
          : reply
              .code(400)
              .send({ message: t('Security.RecoveryCodeWrong'), field: 'RecoveryCode' });
      }
      await forgiveAttempt(app.db, counted);
      await logIn(request, reply, customer);
      return {
        ReturnUrl: returnUrlFor(ReturnUrl, customer),
        TwoFactorRequired: false,
        Customer: accountCustomerOf(customer),
      };
    },
  );
};
