/** The refund mails (one per status) render in fr and nl from the data the service files. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { mailTemplates } from '../../../server/services/mail/templates';
import { buildTestApp } from '../../support/testServer';

const data = {
  FirstName: 'Lena',
  OrderNumber: 'VT-1',
  Amount: '51,48 €',
  Lines: [{ Name: 'Théière <bleue>', Quantity: 2, Amount: '25,98 €' }],
  Note: 'Délai dépassé',
  CardAmount: '31,48 €',
  PrepaidAmount: '20,00 €',
  Link: '/fr/account/orders/VT-1/refund',
};

describe('refund mails', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const render = (template: keyof typeof mailTemplates, culture: string, over = {}) =>
    mailTemplates[template](
      { ...data, ...over },
      {
        culture,
        site: app.site,
        links: 'https://shop.example',
        appBase: '',
      },
    );

  it.each([
    ['refundRequested', 'fr', 'Demande de remboursement reçue – commande VT-1'],
    ['refundApproved', 'nl', 'Terugbetaling goedgekeurd – bestelling VT-1'],
    ['refundRefused', 'fr', 'Demande de remboursement refusée – commande VT-1'],
    ['refundRefunded', 'nl', 'Terugbetaling uitgevoerd – bestelling VT-1'],
  ] as const)('%s (%s) has its subject, lines, total and link', (template, culture, subject) => {
    const mail = render(template, culture);
    expect(mail.subject).toContain(subject);
    expect(mail.html).toContain('Théière &lt;bleue&gt;');
    expect(mail.text).toContain('51,48 €');
    expect(mail.text).toContain('https://shop.example/fr/account/orders/VT-1/refund');
    expect(mail.html).not.toMatch(/Mail\.Refund\./);
  });

  it('says why a refusal, and where the money goes once approved', () => {
    expect(render('refundRefused', 'fr').text).toContain('Raison : Délai dépassé');
    expect(render('refundRequested', 'fr').text).not.toContain('Délai dépassé');
    const refunded = render('refundRefunded', 'nl').text;
    expect(refunded).toContain('Op uw betaalkaart: 31,48 €.');
    expect(refunded).toContain('Op uw prepaid rekening: 20,00 €.');
    expect(render('refundApproved', 'fr', { PrepaidAmount: '' }).text).not.toContain('prépayé');
  });

  it('refuses data that does not fit', () => {
    expect(() => render('refundApproved', 'fr', { Lines: 'x' })).toThrow('refundApproved data');
  });
});
