import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Message,
  RecoveryCodes,
  TwoFactorConfirmRequest,
  TwoFactorEnableRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../api/contract/account';
import { ErrorResponse, NoQuery } from '../../../api/contract/common';
import { customerRow, type CustomerRow } from '../../services/account/accountView';
import { forgiveAttempt, ipCounter, LIMITS } from '../../services/account/rateLimits';
import type { Outcome } from '../../services/account/refusal';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../services/account/twoFactorSetup';
import { countOrRefuse, customerOf, sendRefusal, signedIn } from './common';

const refusals = { 409: ErrorResponse, ...signedIn };

/** A6 two-factor setup (ours): status, new secret + QR code, enable, disable, recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const base = { tags: ['account'], querystring: NoQuery };

  /**
   * Runs a step that checks a code (and a password): counted on the two-factor limits, the
   * count taken back when it succeeds.
   */
  const checked = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    step: (row: CustomerRow) => Promise<Outcome<T>>,
    mails = true,
  ): Promise<{ value: T } | null> => {
    const { id } = customerOf(request);
    const counted = await countOrRefuse(app, request, reply, [
      { limit: LIMITS.twoFactorAccount, subject: String(id) },
      ipCounter(LIMITS.twoFactorIp, request.ip),
    ]);
    if (!counted) return null;
    const row = await customerRow(app.db, id);
    const outcome = row
      ? await step(row)
      : ({ ok: false, refusal: { status: 404, message: request.t('Account.NotFound') } } as const);
    if (!outcome.ok) {
      await sendRefusal(reply, outcome.refusal);
      return null;
    }
    await forgiveAttempt(app.db, counted);
    // After the commit that queued the notice (enable, disable).
    if (mails) app.mailer.kick();
    return { value: outcome.value };
  };

  app.get(
    '/api/v1/account/twofactor',
    {
      schema: {
        ...base,
        summary: 'A6 (ours): whether two-factor login is on, and how many recovery codes are left',
        response: { 200: TwoFactorStatus, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request) => twoFactorStatus(app.db, customerOf(request).id),
  );

  app.post(
    '/api/v1/account/twofactor/setup',
    {
      schema: {
        ...base,
        summary:
          'A6 setup (ours): a new secret (not in use until enabled), its otpauth URI and QR code (SVG); 409 when two-factor is on',
        response: { 200: TwoFactorSetup, ...refusals },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const row = await customerRow(app.db, customerOf(request).id);
      if (!row) return reply.code(404).send({ message: request.t('Account.NotFound') });
      const outcome = await startTwoFactorSetup(app.db, row, app.site.cmsName, request.t);
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  );

  app.post(
    '/api/v1/account/twofactor/enable',
    {
      schema: {
        ...base,
        summary:
          'A6 enable (ours): a current code of the new secret turns two-factor on; answers the 10 single-use recovery codes, once',
        body: TwoFactorEnableRequest,
        response: { 200: RecoveryCodes, ...refusals },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const t = request.t;
      const done = await checked(request, reply, (row) =>
        enableTwoFactor(app.db, row, request.body.Code, { appBase, t }),
      );
      return done ? { RecoveryCodes: done.value } : reply;
    },
  );

  app.post(
    '/api/v1/account/twofactor/disable',
    {
      schema: {
        ...base,
        summary: 'A6 disable (ours): password and a current code turn two-factor off',
        body: TwoFactorConfirmRequest,
        response: { 200: Message, ...refusals },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { Password, Code } = request.body;
      const t = request.t;
      const done = await checked(request, reply, (row) =>
        disableTwoFactor(app.db, row, { password: Password, code: Code }, { appBase, t }),
      );
      return done ? { message: t('Account.TwoFactorDisabled') } : reply;
    },
  );

  app.post(
    '/api/v1/account/twofactor/recoverycodes',
    {
      schema: {
        ...base,
        summary:
          'A6 recovery codes (ours): password and a current code give 10 new codes (the old ones stop working), answered once',
        body: TwoFactorConfirmRequest,
        response: { 200: RecoveryCodes, ...refusals },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { Password, Code } = request.body;
      const done = await checked(
        request,
        reply,
        (row) => renewRecoveryCodes(app.db, row, { password: Password, code: Code }, request.t),
        false,
      );
      return done ? { RecoveryCodes: done.value } : reply;
    },
  );
};
