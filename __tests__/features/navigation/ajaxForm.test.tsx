import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { cmsPage, renderSite } from './harness';

const form = (
  mode: string,
) => `<h1>Contact</h1><div id="result"><form id="f" action="/api/v1/content/fr/forms/contact" method="post" data-ajax="true" data-ajax-update="#result" data-ajax-mode="${mode}">
<label for="n">Nom</label><input id="n" name="Name"><label for="m">Message</label><textarea id="m" name="Message"></textarea><button type="submit">Envoyer</button></form></div>
<script>window.__cmsScriptRuns = (window.__cmsScriptRuns || 0) + 1;</script>
<script type="text/plain" data-cookie-consent="marketing">window.__gatedRan = true;</script>`;

afterEach(() => {
  cleanup();
});

function submit() {
  act(() => {
    (document.getElementById('f') as HTMLFormElement).requestSubmit();
  });
}

describe('CMS forms and scripts', () => {
  it('submits a data-ajax form in place as JSON with the CSRF header and replaces the update target', async () => {
    document.cookie = 'vitrine.csrf=tok123; path=/';
    const site = await renderSite(
      { '/fr/contact': cmsPage('contact', form('replace')) },
      '/fr/contact',
    );
    await screen.findByRole('heading', { name: 'Contact' });
    (document.getElementById('n') as HTMLInputElement).value = 'Anne';
    submit();
    await screen.findByText('Merci Anne');
    const post = site.fetches.calls.find((r) => r.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe('/api/v1/content/fr/forms/contact');
    expect(post?.headers.get('x-csrf-token')).toBe('tok123');
    expect(await post?.clone().json()).toEqual({ Name: 'Anne', Message: '' });
    expect(document.getElementById('result')).toBeInTheDocument();
    expect(document.getElementById('f')).toBeNull();
    expect(window.location.pathname).toBe('/fr/contact');
  });

  it('replaces the target element itself in replace-with mode', async () => {
    await renderSite({ '/fr/contact': cmsPage('contact', form('replace-with')) }, '/fr/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    (document.getElementById('n') as HTMLInputElement).value = 'Jan';
    submit();
    await screen.findByText('Merci Jan');
    expect(document.getElementById('result')).toBeNull();
  });

  it('shows a bad-input answer inside the form and keeps what was typed', async () => {
    await renderSite({ '/fr/contact': cmsPage('contact', form('replace')) }, '/fr/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    (document.getElementById('m') as HTMLTextAreaElement).value = 'Mon long message';
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le champ « Name » n’est pas valide.');
    expect((document.getElementById('m') as HTMLTextAreaElement).value).toBe('Mon long message');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
  });

  it('runs a CMS page script once per load and leaves consent-gated ones parked', async () => {
    const w = window as unknown as { __cmsScriptRuns?: number; __gatedRan?: boolean };
    w.__cmsScriptRuns = 0;
    await renderSite({ '/fr/contact': cmsPage('contact', form('replace')) }, '/fr/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    expect(w.__cmsScriptRuns).toBe(1);
    expect(w.__gatedRan).toBeUndefined();
  });
});
