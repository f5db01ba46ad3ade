import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  Message,
  ResetPasswordRequest,
} from '../../../api/contract/account';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import { checkEmail } from '../../services/account/accountFields';
import { changePassword } from '../../services/account/passwordChange';
import { requestPasswordReset, resetPassword } from '../../services/account/passwordReset';
import { forgiveAttempt, ipCounter, LIMITS } from '../../services/account/rateLimits';
import { SESSION_COOKIE, sessionIdOf } from '../../services/account/sessions';
import { countOrRefuse, customerOf, evenOut, sendRefusal, signedIn } from './common';

/** A4 forgot and reset password, A5 change password. */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  app.post(
    '/api/v1/security/forgotpassword',
    {
      schema: {
        tags: ['security'],
        summary:
          'A4 forgot password (ours): mails a single-use reset link (one hour) when the address has an account; the same answer, in the same time, either way',
        querystring: NoQuery,
        body: ForgotPasswordRequest,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const email = checkEmail(request.body.Email, request.t);
      if (!email.ok) return sendRefusal(reply, email.refusal);
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.forgotAccount, subject: email.value },
        ipCounter(LIMITS.forgotIp, request.ip),
      ]);
      if (!counted) return reply;
      const queued = await requestPasswordReset(app.db, email.value, appBase);
      if (queued) app.mailer.kick();
      await evenOut(started);
      return { message: request.t('Account.ForgotSent') };
    },
  );

  app.post(
    '/api/v1/security/resetpassword',
    {
      schema: {
        tags: ['security'],
        summary:
          "A4 reset password (ours): the mailed link's token (once, one hour) and the new password; every session of the account ends. 400: link unknown, used or expired, or the password rule",
        querystring: NoQuery,
        body: ResetPasswordRequest,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { Token, Password } = request.body;
      const outcome = await resetPassword(app.db, {
        token: Token,
        password: Password,
        appBase,
        t: request.t,
      });
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      app.mailer.kick();
      return { message: request.t('Account.PasswordReset') };
    },
  );

  app.post(
    '/api/v1/account/password',
    {
      schema: {
        tags: ['account'],
        summary:
          "A5 change password (ours): the current one, then the new one by the password rule; the account's other sessions end and this one gets a new id",
        querystring: NoQuery,
        body: ChangePasswordRequest,
        response: { 200: Message, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      // Wrong current passwords count as failed logins: a borrowed session cannot guess at it.
      const counted = await countOrRefuse(app, request, reply, [
        { limit: LIMITS.loginAccount, subject: customer.email },
        ipCounter(LIMITS.loginIp, request.ip),
      ]);
      if (!counted) return reply;
      const outcome = await changePassword(app.db, {
        customerId: customer.id,
        sessionId: sessionIdOf(request.cookies[SESSION_COOKIE] ?? ''),
        current: request.body.CurrentPassword,
        next: request.body.NewPassword,
        appBase,
        t: request.t,
      });
      if (!outcome.ok) {
        if (outcome.refusal.field !== 'CurrentPassword') await forgiveAttempt(app.db, counted);
        return sendRefusal(reply, outcome.refusal);
      }
      await forgiveAttempt(app.db, counted);
      await reply.rotateSession();
      app.mailer.kick();
      return { message: request.t('Account.PasswordChanged') };
    },
  );
};
