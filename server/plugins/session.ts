import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_PENDING_MINUTES } from '../../rules/account';
import { rotateSession } from '../services/account/sessionRotation';
import {
  createSession,
  sessionIdOf,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  SESSION_COOKIE,
  type Device,
  type SessionCustomer,
} from '../services/account/sessions';
import { visitorCulture } from './culture';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer; set by the loadCustomer / requireCustomer pre-handlers. */
    customer: SessionCustomer | null;
  }
  interface FastifyReply {
    /** Replaces the visitor's session with a new one for the customer (new id, new cookie). */
    startSession(customerId: number): Promise<void>;
    /**
     * The password was right but a second factor is owed: the session is replaced by one still
     * anonymous (its cart kept) that remembers the customer for TWO_FACTOR_PENDING_MINUTES.
     */
    startPendingLogin(customerId: number): Promise<void>;
    /** A new id and cookie for the logged-in customer's session, its cart kept (password change). */
    rotateSession(): Promise<void>;
    /** Deletes the visitor's session and clears its cookie. */
    endSession(): Promise<void>;
    /**
     * The visitor's live session id; an anonymous session (and its cookie) is created when the
     * cookie is missing, unknown or expired: the cart of a visitor who never logged in.
     */
    ensureSession(): Promise<{ id: string; customerId: number | null }>;
  }
  interface FastifyInstance {
    loadCustomer: Handler;
    /** Answers 401 { message } (the spec's login trigger) when no customer is logged in. */
    requireCustomer: Handler;
    /** requireCustomer, then 403 { message } unless the customer has the staff role. */
    requireStaff: Handler;
  }
}

/** The logged-in customer's id (after a loadCustomer pre-handler), or null. */
export function customerIdOf(request: FastifyRequest): number | null {
  return request.customer?.id ?? null;
}

/** The browser and address a session is opened from (the account's list of sessions). */
export function deviceOf(request: FastifyRequest): Device {
  return { userAgent: request.headers['user-agent'] ?? null, ip: request.ip ?? null };
}

function cookieOptions(request: FastifyRequest, expires?: Date) {
  return {
    // Scoped to the shop's base (APP_BASE), where every page and call lives.
    path: request.server.config.appBase || '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(expires ? { expires } : {}),
  };
}

/**
 * Database sessions behind the HTTP-only vitrine.sid cookie. Only routes that need the customer
 * look the session up (a pre-handler), so static files and pages never touch the table, and an
 * anonymous visitor writes nothing.
 */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('customer', null);

  const loadCustomer: Handler = async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(app.db, token);
    request.customer = session?.customer ?? null;
  };
  app.decorate('loadCustomer', loadCustomer);

  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    await loadCustomer(request, reply);
    if (request.customer) return undefined;
    const culture = visitorCulture(request);
    // An async hook that answers must return the reply so Fastify stops the chain here.
    return reply.code(401).send({ message: app.site.t(culture, 'Security.LoginRequired') });
  });

  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await app.requireCustomer(request, reply);
    if (refused !== undefined || reply.sent) return refused;
    if (request.customer?.role === 'staff') return undefined;
    return reply
      .code(403)
      .send({ message: app.site.t(visitorCulture(request), 'Security.StaffOnly') });
  });

  const replaceSession = async (
    reply: FastifyReply,
    next: Omit<Parameters<typeof rotateSession>[2], 'device'>,
  ) => {
    const { request } = reply;
    const old = request.cookies[SESSION_COOKIE];
    const device = deviceOf(request);
    const { token, expiresAt } = await rotateSession(app.db, old, { ...next, device });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, expiresAt));
  };

  app.decorateReply('startSession', async function startSession(this: FastifyReply, id: number) {
    // A fresh id at login: a session id planted before login (fixation) is worth nothing after.
    await replaceSession(this, { customerId: id });
    await deleteExpiredSessions(app.db);
  });

  app.decorateReply(
    'startPendingLogin',
    async function startPendingLogin(this: FastifyReply, id: number) {
      const until = new Date(Date.now() + TWO_FACTOR_PENDING_MINUTES * 60_000);
      await replaceSession(this, { customerId: null, pending: { customerId: id, until } });
    },
  );

  app.decorateReply('rotateSession', async function rotate(this: FastifyReply) {
    const customerId = this.request.customer?.id;
    if (customerId === undefined) throw new Error('rotateSession needs a logged-in customer');
    await replaceSession(this, { customerId });
  });

  app.decorateReply('ensureSession', async function ensureSession(this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    const found = token ? await findSession(app.db, token) : null;
    if (found) return { id: found.id, customerId: found.customer?.id ?? null };
    const created = await createSession(app.db, null, { device: deviceOf(this.request) });
    this.setCookie(SESSION_COOKIE, created.token, cookieOptions(this.request, created.expiresAt));
    return { id: sessionIdOf(created.token), customerId: null };
  });

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
  });
}
