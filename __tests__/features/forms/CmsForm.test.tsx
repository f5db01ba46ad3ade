import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CultureContext } from '@base/i18n/cultureContext';
import { CmsForm } from '@features/forms/CmsForm';
import { CmsFormWidget } from '@features/forms/CmsFormWidget';
import { setupStore, type AppStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { loadFrench, mockServer } from '../account/helpers';
import { applicationForm, questionForm } from './fixtures';

let store: AppStore;
let posts: { url: string; body: Record<string, unknown> }[];
let answer: () => Response;

beforeEach(async () => {
  posts = [];
  answer = () => json(200, { Message: 'Merci, votre message a bien été envoyé.' });
  mockServer(async (url, _init, request) => {
    if (request.method === 'POST') {
      posts.push({ url: url.pathname, body: (await request.json()) as Record<string, unknown> });
      return answer();
    }
    if (url.pathname === '/api/v1/forms/question') return json(200, questionForm);
    return json(404, { message: 'Ce formulaire est introuvable.' });
  });
  store = setupStore();
  await loadFrench(store);
});

function renderForm(view = applicationForm) {
  return renderWithProviders(
    <CultureContext.Provider value="fr">
      <CmsForm view={view} culture="fr" />
    </CultureContext.Provider>,
    { store },
  );
}

/** The error text an input names in aria-describedby. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('the CMS form', () => {
  it('renders every field of the definition, labelled, with a hidden honeypot', async () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Postuler' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Téléphone' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('textbox', { name: 'Motivation' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'J’accepte' })).toBeTruthy();
    // The lazy widgets arrive: the date field with its calendar button, both selects.
    expect(await screen.findByRole('button', { name: /Choisir une date/ })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: /Poste/ })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Sujet' })).toBeTruthy();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows each rule’s message in French before anything is sent', async () => {
    renderForm();
    await screen.findByRole('combobox', { name: 'Sujet' });
    send();
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await waitFor(() => expect(errorOf(name)).toBe('Ce champ est obligatoire.'));
    expect(errorOf(screen.getByRole('textbox', { name: 'Date de naissance' }))).toBe(
      'Ce champ est obligatoire.',
    );
    expect(errorOf(screen.getByRole('combobox', { name: /Poste/ }))).toBe(
      'Ce champ est obligatoire.',
    );
    expect(errorOf(screen.getByRole('checkbox', { name: 'J’accepte' }))).toBe(
      'Cochez cette case pour continuer.',
    );

    const type = (label: string, value: string) => {
      const input = screen.getByRole('textbox', { name: label });
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
      return input;
    };
    const email = type('E-mail', 'pas-une-adresse');
    const phone = type('Téléphone', '12');
    const date = type('Date de naissance', '31/02/1990');
    const motivation = type('Motivation', 'trop court');
    const linkedIn = type('LinkedIn', 'nulle part');
    const tooLong = type('Nom', 'x'.repeat(21));
    await waitFor(() => expect(errorOf(email)).toBe('Saisissez une adresse e-mail valide.'));
    expect(errorOf(phone)).toMatch(/^Saisissez un numéro de téléphone valide/);
    expect(errorOf(date)).toBe('Saisissez une date valide (JJ/MM/AAAA).');
    expect(errorOf(motivation)).toBe('Veuillez saisir au moins 3 mots.');
    expect(errorOf(linkedIn)).toMatch(/^Saisissez une adresse web valide/);
    expect(errorOf(tooLong)).toBe('Saisissez 20 caractères au maximum.');
    fireEvent.change(motivation, {
      target: { value: 'un deux trois quatre cinq six sept huit neuf dix onze' },
    });
    await waitFor(() => expect(errorOf(motivation)).toBe('Veuillez saisir 10 mots ou moins.'));
    expect(posts).toHaveLength(0);
  });

  it('sends the values in their records, then shows the thank-you instead of the form', async () => {
    renderForm(questionForm);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'jo@example.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Est-ce lavable ?' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'D’accord' }));
    send();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Merci, votre message a bien été envoyé.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(posts).toEqual([
      {
        url: '/api/v1/forms/question',
        body: {
          culture: 'fr',
          Values: { Email: 'jo@example.test', Question: 'Est-ce lavable ?' },
          Checked: { Ok: true },
          Files: {},
          website: '',
        },
      },
    ]);
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    answer = () =>
      json(400, {
        message: 'Cette adresse est refusée.',
        field: 'Email',
        Errors: { Email: 'Cette adresse est refusée.' },
      });
    renderForm(questionForm);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    fireEvent.change(email, { target: { value: 'jo@example.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Lavable ?' },
    });
    send();
    await waitFor(() => expect(errorOf(email)).toBe('Cette adresse est refusée.'));
    expect(screen.getByRole('alert').textContent).toBe('Corrigez les champs indiqués.');
    expect((email as HTMLInputElement).value).toBe('jo@example.test');
    expect(posts).toHaveLength(1);
  });

  it('says so above the form when the server refuses without a field (too many sends)', async () => {
    answer = () => json(429, { message: 'Trop de demandes, réessayez plus tard.' });
    renderForm(questionForm);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'jo@example.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Lavable ?' },
    });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de demandes, réessayez plus tard.',
    );
    expect(screen.getByRole('form')).toBeTruthy();
  });
});

describe('the cms-form widget', () => {
  const renderWidget = (form: string | undefined) =>
    renderWithProviders(
      <CultureContext.Provider value="fr">
        <CmsFormWidget form={form} />
      </CultureContext.Provider>,
      { store },
    );

  it('fetches the definition in the page’s culture and renders it', async () => {
    renderWidget('question');
    expect(await screen.findByRole('form', { name: 'Une question' })).toBeTruthy();
  });

  it('shows the widget message for an unknown form', async () => {
    renderWidget('nope');
    expect(
      await screen.findByText('Ce formulaire ne peut pas être affiché pour le moment.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the widget message without a code, asking nothing', () => {
    const { container } = renderWidget(undefined);
    expect(within(container).getByRole('status').textContent).toBe(
      'Ce formulaire ne peut pas être affiché pour le moment.',
    );
  });
});
