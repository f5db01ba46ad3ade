import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/** A one-page PDF, as small as a real one gets: the CV. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const TEXTS = {
  fr: {
    path: 'fr/work-with-us',
    heading: 'Travailler chez nous',
    form: 'Postuler chez Vitrine',
    send: 'Envoyer',
    required: 'Ce champ est obligatoire.',
    email: 'Saisissez une adresse e-mail valide.',
    date: 'Saisissez une date valide (JJ/MM/AAAA).',
    minWords: 'Veuillez saisir au moins 10 mots.',
    consent: 'Cochez cette case pour continuer.',
    thanks: /Merci, votre message a bien été envoyé/,
    labels: {
      first: 'Prénom',
      last: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      birth: 'Date de naissance',
      start: 'Date de début souhaitée',
      position: 'Poste',
      motivation: 'Votre motivation',
      linkedIn: 'Profil LinkedIn (facultatif)',
      consent: /J’accepte que Vitrine conserve/,
      openCalendar: /Choisir une date \(Date de début souhaitée\)/,
    },
    birth: '14/02/1995',
    badDate: '31/02/1995',
    warehouse: 'Entrepôt et expéditions',
  },
  nl: {
    path: 'nl/work-with-us',
    heading: 'Werken bij ons',
    form: 'Solliciteren bij Vitrine',
    send: 'Verzenden',
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    date: 'Vul een geldige datum in (DD-MM-JJJJ).',
    minWords: 'Vul minstens 10 woorden in.',
    consent: 'Vink dit vakje aan om verder te gaan.',
    thanks: /Bedankt, uw bericht werd verzonden/,
    labels: {
      first: 'Voornaam',
      last: 'Achternaam',
      email: 'E-mail',
      phone: 'Telefoon',
      birth: 'Geboortedatum',
      start: 'Gewenste startdatum',
      position: 'Functie',
      motivation: 'Uw motivatie',
      linkedIn: 'LinkedIn-profiel (optioneel)',
      consent: /Ik ga ermee akkoord dat Vitrine/,
      openCalendar: /Kies een datum \(Gewenste startdatum\)/,
    },
    birth: '14-02-1995',
    badDate: '31-02-1995',
    warehouse: 'Magazijn en verzending',
  },
} as const;

/** The error text tied to a field (aria-describedby). */
async function errorOf(page: Page, field: ReturnType<Page['getByRole']>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

for (const culture of ['fr', 'nl'] as const) {
  test(
    `work with us (${culture}): each rule's message first, then a CV and the thank-you`,
    paired(culture),
    async ({ page }) => {
      const x = TEXTS[culture];
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/v1/forms/')) posts.push(r.url());
      });
      await page.goto(x.path);
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible();
      const form = page.getByRole('form', { name: x.form });
      await expect(form).toBeVisible();
      const box = (name: string | RegExp) => form.getByRole('textbox', { name, exact: true });
      // The lazy widgets are in: the calendar button and the fake select.
      await expect(form.getByRole('button', { name: x.labels.openCalendar })).toBeVisible();
      const position = form.getByRole('combobox', { name: new RegExp(x.labels.position) });
      await expect(position).toBeVisible();

      // Everything empty: the required messages, nothing sent.
      await form.getByRole('button', { name: x.send }).click();
      await expect.poll(() => errorOf(page, box(x.labels.first))).toBe(x.required);
      expect(await errorOf(page, box(x.labels.birth))).toBe(x.required);
      expect(await errorOf(page, position)).toBe(x.required);
      expect(await errorOf(page, form.getByRole('checkbox', { name: x.labels.consent }))).toBe(
        x.consent,
      );

      // Wrong values: each rule's message.
      await box(x.labels.email).fill('pas-une-adresse');
      await box(x.labels.phone).fill('12');
      await box(x.labels.birth).fill(x.badDate);
      await box(x.labels.motivation).fill('trop peu de mots');
      await box(x.labels.linkedIn).fill('nulle part');
      await box(x.labels.first).click();
      await expect.poll(() => errorOf(page, box(x.labels.email))).toBe(x.email);
      expect(await errorOf(page, box(x.labels.phone))).not.toBe('');
      expect(await errorOf(page, box(x.labels.birth))).toBe(x.date);
      expect(await errorOf(page, box(x.labels.motivation))).toBe(x.minWords);
      expect(await errorOf(page, box(x.labels.linkedIn))).not.toBe('');
      expect(posts).toEqual([]);
      await expectAccessible(page);

      // Right values: typed, picked from the calendar, chosen with the keyboard, a CV.
      await box(x.labels.first).fill('Camille');
      await box(x.labels.last).fill('Peeters');
      await box(x.labels.email).fill(`camille.${culture}.${Date.now()}@example.test`);
      await box(x.labels.phone).fill('0470 12 34 56');
      await box(x.labels.birth).fill(x.birth);
      await form.getByRole('button', { name: x.labels.openCalendar }).click();
      const calendar = page.getByRole('dialog');
      await expect(calendar).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toHaveCount(0);
      await expect(box(x.labels.start)).not.toHaveValue('');
      await position.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(position).toHaveText(x.warehouse);
      await box(x.labels.motivation).fill(
        'Je travaille depuis cinq ans en logistique et j’aime préparer des colis soignés pour vos clients.',
      );
      await box(x.labels.linkedIn).fill('');
      await form.locator('input[type="file"]').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf(),
      });
      await expect(form.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
      await form.getByRole('checkbox', { name: x.labels.consent }).check();
      await form.getByRole('button', { name: x.send }).click();
      await expect(page.getByRole('status').filter({ hasText: x.thanks })).toBeVisible();
      await expect(form).toHaveCount(0);
      expect(posts).toHaveLength(1);
      await expectAccessible(page);
    },
  );
}

const QUESTION = {
  fr: {
    path: 'fr/product-question',
    form: 'Une question sur un produit ?',
    send: 'Envoyer',
    required: 'Ce champ est obligatoire.',
    topic: 'Votre question porte sur',
    care: 'L’entretien',
    search: 'entre',
    reference: 'Référence ou nom du produit',
    question: 'Votre question',
    order: 'Numéro de commande (facultatif)',
    thanks: /Merci, votre message a bien été envoyé/,
  },
  nl: {
    path: 'nl/product-question',
    form: 'Een vraag over een product?',
    send: 'Verzenden',
    required: 'Dit veld is verplicht.',
    topic: 'Uw vraag gaat over',
    care: 'Het onderhoud',
    search: 'onder',
    reference: 'Referentie of naam van het product',
    question: 'Uw vraag',
    order: 'Bestelnummer (optioneel)',
    thanks: /Bedankt, uw bericht werd verzonden/,
  },
} as const;

for (const culture of ['fr', 'nl'] as const) {
  test(
    `product question (${culture}): the enhanced select by keyboard, a wrong order number, sent`,
    paired(culture),
    async ({ page }) => {
      const x = QUESTION[culture];
      await page.goto(x.path);
      const form = page.getByRole('form', { name: x.form });
      const topic = form.getByRole('combobox', { name: x.topic });
      await expect(topic).toBeVisible();
      await form.getByRole('button', { name: x.send }).click();
      await expect.poll(() => errorOf(page, topic)).toBe(x.required);

      await form
        .getByRole('textbox', { name: 'E-mail' })
        .fill(`q.${culture}.${Date.now()}@example.test`);
      await form.getByRole('textbox', { name: x.reference }).fill('Pull 42');
      await topic.focus();
      await page.keyboard.type(x.search);
      await page.keyboard.press('Enter');
      await expect(form.getByText(x.care, { exact: true })).toBeVisible();
      await form
        .getByRole('textbox', { name: x.question })
        .fill('Peut-il aller en machine à 40 degrés ?');
      const order = form.getByRole('textbox', { name: x.order });
      await order.fill('12-AB');
      await order.blur();
      await expect.poll(() => errorOf(page, order)).not.toBe('');
      await expectAccessible(page);
      await order.fill('VT-2026-000123');
      await form.getByRole('button', { name: x.send }).click();
      await expect(page.getByRole('status').filter({ hasText: x.thanks })).toBeVisible();
    },
  );
}
