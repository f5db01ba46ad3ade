/**
 * The sandbox card provider (ours) and the shop's payment client: tokenization checks, the
 * documented test cards, one payment per token, refunds, the merchant key, and both transports
 * (HTTP against the listening app, in process), unreachable included.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PaymentUnreachable } from '../../../server/services/payment/client';
import { httpPaymentClient } from '../../../server/services/payment/httpClient';
import { inProcessPaymentClient } from '../../../server/services/payment/inProcessClient';
import { SANDBOX_DEFAULT_SECRET } from '../../../server/sandboxPay/secret';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { CARD, paymentMethod, tokenize } from '../support/checkoutFixtures';
import { one } from '../support/productFixtures';

const KEY = { authorization: `Bearer ${SANDBOX_DEFAULT_SECRET}` };

describe.each(engines)('sandbox card provider (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
    call = caller(app, token);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const charge = (body: Record<string, unknown>, headers: Record<string, string> = KEY) =>
    app.inject({
      method: 'POST',
      url: '/sandbox-pay/v1/charges',
      payload: { AmountCents: 4999, CurrencyCode: 'EUR', Reference: 'VT-TEST', ...body },
      headers: { cookie: token.cookie, 'x-csrf-token': token.token, ...headers },
    });
  const refund = (ChargeId: string, headers: Record<string, string> = KEY) =>
    app.inject({
      method: 'POST',
      url: '/sandbox-pay/v1/refunds',
      payload: { ChargeId },
      headers: { cookie: token.cookie, 'x-csrf-token': token.token, ...headers },
    });

  describe('tokenization', () => {
    it.each<[string, string, string]>([
      ['4242 4242 4242 4242', 'visa', '4242'],
      ['5555-5555-5555-4444', 'mastercard', '4444'],
      ['4000000000000002', 'visa', '0002'],
      ['3782 822463 10005', 'amex', '0005'],
      ['6703 4444 4444 4449', 'bancontact', '4449'],
    ])('tokenizes %s as %s ••••%s', async (number, brand, last4) => {
      const res = await tokenize(call, undefined, {
        CardNumber: number.replace(/-/g, ' '),
        Cvc: brand === 'amex' ? '1234' : '123',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        PaymentMethodId: expect.stringMatching(/^pm_/),
        Brand: brand,
        Last4: last4,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps brand, last four digits and outcome only: never the number, CVC or expiry', async () => {
      const id = await paymentMethod(call, undefined, '4000 0000 0000 9995');
      const row = await one<Record<string, unknown>>(
        app,
        `select * from sandbox_payments where id = '${id}'`,
      );
      expect(row).toMatchObject({
        kind: 'method',
        brand: 'visa',
        last4: '9995',
        outcome: 'insufficient_funds',
      });
      const text = JSON.stringify(row);
      expect(text).not.toContain('4000000000009995');
      expect(text).not.toContain(CARD.Cvc);
      expect(text).not.toContain(String(CARD.ExpiryYear));
    });

    const lastYear = new Date().getFullYear() - 1;
    it.each([
      [
        'a number failing Luhn',
        { CardNumber: '4242 4242 4242 4241' },
        'CardNumber',
        'Ce numéro de carte n’est pas valide. Vérifiez les chiffres saisis.',
      ],
      [
        // 000 §9: 13 to 19 digits; this one passes Luhn, so only the length refuses it.
        'a Luhn-valid number of 12 digits',
        { CardNumber: '0799 2739 8713' },
        'CardNumber',
        'Ce numéro de carte n’est pas valide. Vérifiez les chiffres saisis.',
      ],
      [
        'an expired card',
        { ExpiryYear: lastYear },
        'ExpiryYear',
        'Cette date d’expiration est dépassée ou n’est pas valide.',
      ],
      [
        'a 4-digit CVC on a Visa',
        { Cvc: '1234' },
        'Cvc',
        'Le code de sécurité compte 3 chiffres (4 pour American Express).',
      ],
      [
        'a blank holder name',
        { HolderName: '   ' },
        'HolderName',
        'Indiquez le nom du titulaire de la carte.',
      ],
      [
        'a blank billing address',
        { BillingAddress: '  ' },
        'BillingAddress',
        'Indiquez l’adresse de facturation de la carte.',
      ],
    ] as const)(
      'refuses %s (400, translated, with the field)',
      async (_label, change, field, message) => {
        const res = await tokenize(call, undefined, change);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, field });
      },
    );

    it('answers in the visitor’s language', async () => {
      const res = await call('POST', '/sandbox-pay/v1/payment-methods', {
        lang: 'nl',
        body: { ...CARD, CardNumber: '4242424242424241' },
      });
      expect(res.json()).toEqual({
        message: 'Dit kaartnummer is ongeldig. Kijk de ingevulde cijfers na.',
        field: 'CardNumber',
      });
    });

    it.each([
      ['letters in the number', { CardNumber: '4242 4242 abcd 4242' }],
      ['a number too short', { CardNumber: '4242 4242' }],
      ['month 13', { ExpiryMonth: 13 }],
      ['a CVC with letters', { Cvc: '12a' }],
      ['no holder name', { HolderName: undefined }],
      ['an unknown field', { Pin: '0000' }],
    ])('refuses %s before anything is stored (400)', async (_label, change) => {
      const before = await one<{ n: number }>(
        app,
        'select count(*)::int as n from sandbox_payments',
      );
      const res = await tokenize(call, undefined, change);
      expect(res.statusCode).toBe(400);
      const after = await one<{ n: number }>(
        app,
        'select count(*)::int as n from sandbox_payments',
      );
      // Other test files may add rows on a shared database, never fewer: none were added here.
      if (engine === 'pglite') expect(after.n).toBe(before.n);
    });

    it('needs the CSRF header like every browser call', async () => {
      const res = await call('POST', '/sandbox-pay/v1/payment-methods', {
        body: CARD,
        csrfHeader: false,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('charges', () => {
    it.each([
      ['4242 4242 4242 4242', 'succeeded', null, 'Paiement accepté.'],
      ['5555 5555 5555 4444', 'succeeded', null, 'Paiement accepté.'],
      [
        '4000 0000 0000 0002',
        'declined',
        'card_declined',
        'Votre banque a refusé le paiement. Utilisez une autre carte.',
      ],
      [
        '4000 0000 0000 9995',
        'declined',
        'insufficient_funds',
        'Le solde de la carte est insuffisant. Utilisez une autre carte.',
      ],
      [
        '4111 1111 1111 1111',
        'declined',
        'test_mode_unknown_card',
        'Paiement de test : cette carte n’est pas une carte de test. Utilisez 4242 4242 4242 4242.',
      ],
    ])('charges %s: %s %s', async (number, status, declineCode, message) => {
      const PaymentMethodId = await paymentMethod(call, undefined, number);
      const res = await charge({ PaymentMethodId, Reference: `VT-${number.slice(-4)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ChargeId: expect.stringMatching(/^ch_/),
        Status: status,
        DeclineCode: declineCode,
        Message: message,
      });
      const row = await one<Record<string, unknown>>(
        app,
        `select * from sandbox_payments where id = '${res.json().ChargeId}'`,
      );
      expect(row).toMatchObject({
        kind: 'charge',
        payment_method_id: PaymentMethodId,
        amount_cents: 4999,
        currency_code: 'EUR',
        outcome: declineCode ?? 'succeeded',
      });
    });

    it('answers in the culture the merchant asks for', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined, '4000 0000 0000 0002');
      const res = await charge({ PaymentMethodId, culture: 'nl' });
      expect(res.json().Message).toBe(
        'Uw bank heeft de betaling geweigerd. Gebruik een andere kaart.',
      );
    });

    it('lets a token pay once, again only after a refund', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined);
      const first = await charge({ PaymentMethodId });
      expect(first.json().Status).toBe('succeeded');
      const again = await charge({ PaymentMethodId });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'Cette carte a déjà servi à un paiement. Saisissez-la à nouveau.',
        field: 'PaymentMethodId',
      });
      const refunded = await refund(first.json().ChargeId);
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toEqual({
        RefundId: expect.stringMatching(/^re_/),
        ChargeId: first.json().ChargeId,
        Status: 'refunded',
        AmountCents: 4999,
        RemainingCents: 0,
      });
      expect((await refund(first.json().ChargeId)).statusCode).toBe(409);
      expect((await charge({ PaymentMethodId })).json().Status).toBe('succeeded');
    });

    it('lets a declined token be tried again (it declines again) and refunds no decline', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined, '4000 0000 0000 0002');
      const first = await charge({ PaymentMethodId });
      expect((await charge({ PaymentMethodId })).json().Status).toBe('declined');
      const res = await refund(first.json().ChargeId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Ce paiement ne peut pas être remboursé.');
    });

    it('answers 404 for an unknown token or charge, 400 for malformed ones', async () => {
      const unknown = await charge({ PaymentMethodId: 'pm_doesnotexist000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ field: 'PaymentMethodId' });
      expect((await refund('ch_doesnotexist000')).statusCode).toBe(404);
      expect((await refund('not-a-charge')).statusCode).toBe(400);
      const id = await paymentMethod(call, undefined);
      for (const bad of [
        { AmountCents: -1 },
        { AmountCents: 1.5 },
        { CurrencyCode: 'eur' },
        { Reference: '' },
      ]) {
        expect((await charge({ PaymentMethodId: id, ...bad })).statusCode).toBe(400);
      }
    });

    it('reads a charge back for receipts: brand, last four digits, refunded or not', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined, '5555 5555 5555 4444');
      const { ChargeId } = (
        await charge({ PaymentMethodId, AmountCents: 250, Reference: 'VT-READ' })
      ).json();
      const read = (id: string, headers: Record<string, string> = KEY) =>
        app.inject({ method: 'GET', url: `/sandbox-pay/v1/charges/${id}`, headers });
      expect((await read(ChargeId)).json()).toEqual({
        ChargeId,
        Status: 'succeeded',
        Refunded: false,
        RefundedCents: 0,
        Brand: 'mastercard',
        Last4: '4444',
        AmountCents: 250,
        CurrencyCode: 'EUR',
        Reference: 'VT-READ',
      });
      await refund(ChargeId);
      expect((await read(ChargeId)).json()).toMatchObject({ Refunded: true, RefundedCents: 250 });
      expect((await read(ChargeId, {})).statusCode).toBe(401);
      expect((await read('ch_doesnotexist000')).statusCode).toBe(404);
      expect((await read('nope')).statusCode).toBe(400);
    });

    it('refunds part of a charge, never more than charged in total, once per idempotency key', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined);
      const { ChargeId } = (
        await charge({ PaymentMethodId, AmountCents: 1000, Reference: 'VT-PART' })
      ).json();
      const part = (body: Record<string, unknown>, lang = 'fr') =>
        app.inject({
          method: 'POST',
          url: '/sandbox-pay/v1/refunds',
          payload: { ChargeId, ...body },
          headers: {
            cookie: token.cookie,
            'x-csrf-token': token.token,
            'accept-language': lang,
            ...KEY,
          },
        });
      const first = await part({ AmountCents: 300, IdempotencyKey: 'vitrine-refund-1' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        RefundId: expect.stringMatching(/^re_/),
        ChargeId,
        Status: 'refunded',
        AmountCents: 300,
        RemainingCents: 700,
      });
      // The same key again (a retry after a lost answer): the same refund, nothing more.
      const repeat = await part({ AmountCents: 300, IdempotencyKey: 'vitrine-refund-1' });
      expect(repeat.json()).toMatchObject({ RefundId: first.json().RefundId, AmountCents: 300 });
      const otherAmount = await part({ AmountCents: 200, IdempotencyKey: 'vitrine-refund-1' });
      expect(otherAmount.statusCode).toBe(409);
      expect(otherAmount.json()).toMatchObject({ field: 'IdempotencyKey' });
      const tooMuch = await part({ AmountCents: 701, IdempotencyKey: 'vitrine-refund-2' }, 'nl');
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toEqual({
        field: 'AmountCents',
        message: 'De terugbetaling is groter dan wat van de betaling overblijft.',
      });
      // A partial refund does not free the token: it still paid.
      expect((await charge({ PaymentMethodId })).statusCode).toBe(409);
      const read = await app.inject({ url: `/sandbox-pay/v1/charges/${ChargeId}`, headers: KEY });
      expect(read.json()).toMatchObject({ Refunded: false, RefundedCents: 300 });
      // Two refunds of what is left at once: one gets it, the other finds nothing left.
      const both = await Promise.all([
        part({ AmountCents: 700, IdempotencyKey: 'vitrine-refund-3' }),
        part({ AmountCents: 700, IdempotencyKey: 'vitrine-refund-4' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = await app.inject({ url: `/sandbox-pay/v1/charges/${ChargeId}`, headers: KEY });
      expect(after.json()).toMatchObject({ Refunded: true, RefundedCents: 1000 });
      expect((await part({})).statusCode).toBe(409);
      for (const bad of [{ AmountCents: 0 }, { AmountCents: 1.5 }, { IdempotencyKey: 'a b' }]) {
        expect((await part(bad)).statusCode).toBe(400);
      }
    });

    it('serves the merchant only (secret key)', async () => {
      const PaymentMethodId = await paymentMethod(call, undefined);
      const none = await charge({ PaymentMethodId }, {});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Clé marchand manquante ou incorrecte.' });
      expect(
        (await charge({ PaymentMethodId }, { authorization: 'Bearer sk_test_guess' })).statusCode,
      ).toBe(401);
      expect((await refund('ch_doesnotexist000', {})).statusCode).toBe(401);
      // The refused calls charged nothing: the token still pays.
      expect((await charge({ PaymentMethodId })).json().Status).toBe('succeeded');
    });
  });

  it('answers JSON 404 for any other address under its prefix', async () => {
    for (const url of [
      '/sandbox-pay/v1/nothing',
      `/sandbox-pay/v1/charges/ch_${'x'.repeat(5000)}`,
    ]) {
      const res = await app.inject({ url, headers: KEY });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cette adresse n’existe pas.' });
    }
  });

  describe('the shop’s payment client', () => {
    let base: string;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox-pay/v1`;
    });

    it('charges and refunds over HTTP with the merchant key', async () => {
      const client = httpPaymentClient(base, SANDBOX_DEFAULT_SECRET);
      const ok = await client.charge({
        paymentMethodId: await paymentMethod(call, undefined),
        amountCents: 1234,
        currencyCode: 'USD',
        reference: 'VT-HTTP-1',
        culture: 'fr',
      });
      expect(ok).toEqual({ kind: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
      const chargeId = (ok as { chargeId: string }).chargeId;
      await expect(client.cardOf(chargeId)).resolves.toEqual({ brand: 'visa', last4: '4242' });
      await expect(client.refund(chargeId, 'fr')).resolves.toBeUndefined();
      await expect(client.cardOf('ch_doesnotexist000')).resolves.toBeNull();
      const declined = await client.charge({
        paymentMethodId: await paymentMethod(call, undefined, '4000000000009995'),
        amountCents: 1,
        currencyCode: 'EUR',
        reference: 'VT-HTTP-2',
        culture: 'fr',
      });
      expect(declined).toEqual({
        kind: 'declined',
        chargeId: expect.any(String),
        declineCode: 'insufficient_funds',
      });
      const refused = await client.charge({
        paymentMethodId: 'pm_doesnotexist000',
        amountCents: 1,
        currencyCode: 'EUR',
        reference: 'VT-HTTP-3',
        culture: 'nl',
      });
      expect(refused).toEqual({
        kind: 'refused',
        status: 404,
        message: 'Deze kaart is niet meer beschikbaar voor betaling. Vul ze opnieuw in.',
      });
    });

    it('refunds part of a charge over HTTP and in process, by idempotency key', async () => {
      for (const client of [
        httpPaymentClient(base, SANDBOX_DEFAULT_SECRET),
        inProcessPaymentClient(app),
      ]) {
        const ok = await client.charge({
          paymentMethodId: await paymentMethod(call, undefined),
          amountCents: 500,
          currencyCode: 'EUR',
          reference: 'VT-PART-CLIENT',
          culture: 'fr',
        });
        const chargeId = (ok as { chargeId: string }).chargeId;
        const input = {
          chargeId,
          amountCents: 200,
          idempotencyKey: 'vitrine-refund-7',
          culture: 'nl',
        };
        const first = await client.refundPart(input);
        expect(first).toEqual({ kind: 'refunded', refundId: expect.stringMatching(/^re_/) });
        await expect(client.refundPart(input)).resolves.toEqual(first);
        await expect(
          client.refundPart({ ...input, amountCents: 301, idempotencyKey: 'vitrine-refund-8' }),
        ).resolves.toEqual({
          kind: 'refused',
          status: 409,
          message: 'De terugbetaling is groter dan wat van de betaling overblijft.',
        });
      }
      await expect(
        httpPaymentClient('http://127.0.0.1:9', 'k', 500).refundPart({
          chargeId: 'ch_whatever0000',
          amountCents: 1,
          idempotencyKey: 'k',
          culture: 'fr',
        }),
      ).rejects.toBeInstanceOf(PaymentUnreachable);
    });

    it('charges in process the same way', async () => {
      const client = inProcessPaymentClient(app);
      const ok = await client.charge({
        paymentMethodId: await paymentMethod(call, undefined, '5555555555554444'),
        amountCents: 99,
        currencyCode: 'EUR',
        reference: 'VT-IN-1',
        culture: 'fr',
      });
      expect(ok.kind).toBe('succeeded');
      const declined = await client.charge({
        paymentMethodId: await paymentMethod(call, undefined, '4000000000000002'),
        amountCents: 99,
        currencyCode: 'EUR',
        reference: 'VT-IN-2',
        culture: 'fr',
      });
      expect(declined).toMatchObject({ kind: 'declined', declineCode: 'card_declined' });
    });

    it('says unreachable for a provider that is down, silent, or refuses the key', async () => {
      const input = {
        paymentMethodId: 'pm_whatever0000',
        amountCents: 1,
        currencyCode: 'EUR',
        reference: 'VT-X',
        culture: 'fr',
      };
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      await expect(httpPaymentClient(closedUrl, 'k').charge(input)).rejects.toBeInstanceOf(
        PaymentUnreachable,
      );
      const silent = http.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(httpPaymentClient(silentUrl, 'k', 200).charge(input)).rejects.toThrow(
        'TimeoutError',
      );
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await expect(httpPaymentClient(base, 'sk_wrong').charge(input)).rejects.toThrow('HTTP 401');
      await expect(httpPaymentClient(closedUrl, 'k').cardOf('ch_whatever0000')).resolves.toBeNull();
    });
  });
});
