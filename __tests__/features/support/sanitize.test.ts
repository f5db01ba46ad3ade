import { describe, expect, it } from '@jest/globals';
import { REDACTED } from '@features/support/log/constants';
import { sanitize, sanitizeAction } from '@features/support/log/sanitize';
import { looksLikeCardNumber, passesLuhn } from '@features/support/log/sensitive';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('sanitize: by key name', () => {
  it('blanks passwords, card data, tokens and e-mail keys, whatever their case', () => {
    expect(
      sanitize({
        Password: 'hunter2',
        newPwd: 'x-1',
        cardNumber: '4111111111111112',
        CVC: '123',
        cvv: 456,
        expMonth: 12,
        expiry: '12/30',
        csrfToken: 'abc',
        Authorization: 'Basic dXNlcjpwYXNz',
        sessionId: 's1',
        clientSecret: 'shh',
        Email: 'not-an-address',
      }),
    ).toEqual({
      Password: REDACTED,
      newPwd: REDACTED,
      cardNumber: REDACTED,
      CVC: REDACTED,
      cvv: REDACTED,
      expMonth: REDACTED,
      expiry: REDACTED,
      csrfToken: REDACTED,
      Authorization: REDACTED,
      sessionId: REDACTED,
      clientSecret: REDACTED,
      Email: REDACTED,
    });
  });

  it('keeps the shape under a sensitive key, and booleans (one bit leaks nothing)', () => {
    expect(
      sanitize({ card: { holder: 'Jan', last4: '1111', saved: true }, mailingList: false }),
    ).toEqual({
      card: { holder: REDACTED, last4: REDACTED, saved: true },
      mailingList: false,
    });
  });

  it('blanks every argument of a login-like endpoint, even a bare string', () => {
    expect(sanitize({ endpointName: 'checkPassword', originalArgs: 'hunter2' })).toEqual({
      endpointName: 'checkPassword',
      originalArgs: REDACTED,
    });
    expect(sanitize({ endpointName: 'getPage', originalArgs: 'about' })).toEqual({
      endpointName: 'getPage',
      originalArgs: 'about',
    });
  });

  it('sanitizes an RTK Query mutation action: meta.arg.originalArgs', () => {
    const action = {
      type: 'api/executeMutation/pending',
      payload: undefined,
      meta: {
        requestId: 'Vx3ZPq',
        requestStatus: 'pending',
        startedTimeStamp: 1718000000000,
        arg: {
          type: 'mutation',
          endpointName: 'updateProfile',
          originalArgs: { Email: 'jane@example.com', Password: 'hunter2', FirstName: 'Jane' },
          track: true,
        },
      },
    };
    const copy = sanitizeAction(action);
    expect(copy.meta).toEqual({
      requestId: 'Vx3ZPq',
      requestStatus: 'pending',
      startedTimeStamp: 1718000000000,
      arg: {
        type: 'mutation',
        endpointName: 'updateProfile',
        originalArgs: { Email: REDACTED, Password: REDACTED, FirstName: 'Jane' },
        track: true,
      },
    });
    expect(JSON.stringify(copy)).not.toMatch(/hunter2|jane@/);
  });
});

describe('sanitize: by value', () => {
  it('blanks e-mail addresses inside any string', () => {
    expect(sanitize({ message: 'Write to jane.doe+shop@example.co.uk today' })).toEqual({
      message: `Write to ${REDACTED} today`,
    });
  });

  it('blanks card numbers with a valid Luhn sum, spaced or not, as strings or numbers', () => {
    expect(
      sanitize({
        note: 'paid with 4111 1111 1111 1111, thanks',
        dashed: '5555-5555-5555-4444',
        numeric: 4111111111111111,
      }),
    ).toEqual({ note: `paid with ${REDACTED}, thanks`, dashed: REDACTED, numeric: REDACTED });
  });

  it('keeps digit runs that are not card numbers: bad Luhn, timestamps, short numbers', () => {
    const value = {
      badLuhn: '4111 1111 1111 1112',
      startedTimeStamp: 1718000000006,
      phone: '+32 470 12 34 56',
      ean: 5410000000000,
    };
    // A millisecond timestamp with a valid Luhn sum: only the leading 1 keeps it.
    expect(passesLuhn('1718000000006')).toBe(true);
    expect(sanitize(value)).toEqual(value);
    expect(looksLikeCardNumber('378282246310005')).toBe(true);
  });

  it('blanks JWTs and bearer credentials', () => {
    expect(sanitize({ note: `token is ${JWT}.`, header: 'Bearer abc.def-ghi' })).toEqual({
      note: `token is ${REDACTED}.`,
      header: `Bearer ${REDACTED}`,
    });
  });

  it('blanks sensitive fields inside cache keys and URLs, keeping the rest', () => {
    const key = 'getOrders({"email":"jane@example.com","page":2,"token":"t0k"})';
    expect(sanitize({ [key]: { status: 'fulfilled' } })).toEqual({
      [`getOrders({"email":"${REDACTED}","page":2,"token":"${REDACTED}"})`]: {
        status: 'fulfilled',
      },
    });
    expect(sanitize('/fr/reset?token=abc123&step=2')).toBe(`/fr/reset?token=${REDACTED}&step=2`);
  });

  it('does not match key names on cache keys: the entry survives', () => {
    const state = { queries: { 'getCards(undefined)': { status: 'fulfilled', data: [1, 2] } } };
    expect(sanitize(state)).toEqual(state);
  });
});

describe('sanitize: structure', () => {
  it('walks nested objects and arrays', () => {
    expect(
      sanitize({ a: [{ b: { password: 'x' } }, 'jane@example.com', [{ token: 1 }]], n: null }),
    ).toEqual({ a: [{ b: { password: REDACTED } }, REDACTED, [{ token: REDACTED }]], n: null });
  });

  it('leaves ordinary state untouched', () => {
    const value = {
      displayMode: 'grid',
      pageSize: 24,
      path: '/fr/about?x=1',
      title: 'Conditions générales de vente',
      ids: [12, 13],
      startedTimeStamp: 1718000000000,
      requestId: 'V1StGXR8_Z5jdHi6B-myT',
      dialog: null,
      open: true,
    };
    expect(sanitize(value)).toEqual(value);
  });

  it('drops functions, names class instances, cuts cycles, gives JSON-safe output', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const shared = { x: 1 };
    const copy = sanitize({
      type: 'persist/PERSIST',
      register: () => undefined,
      rehydrate: () => undefined,
      at: new Date(Date.UTC(2025, 0, 2)),
      request: new Request('http://localhost/api'),
      error: new TypeError('boom'),
      loop,
      left: shared,
      right: shared,
      list: [undefined, () => 1, Number.NaN],
      gone: undefined,
    });
    expect(copy).toEqual({
      type: 'persist/PERSIST',
      at: '2025-01-02T00:00:00.000Z',
      request: '[Request]',
      error: { name: 'TypeError', message: 'boom' },
      loop: { name: 'loop', self: '[circular]' },
      left: { x: 1 },
      right: { x: 1 },
      list: [null, null, null],
    });
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
    expect(sanitize(copy)).toEqual(copy);
  });
});
