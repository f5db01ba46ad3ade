import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { analyticsEvent } from '@base/events';
import { confirmAnswered } from '@base/uiSlice';
import { click, cmsPage, renderSite } from './harness';

const home = cmsPage(
  '',
  `<h1>Accueil</h1>
<a id="to-terms" href="/fr/terms">CGV</a>
<a id="fresh" class="no-cache" href="/fr/terms">CGV (fraîches)</a>
<a id="no-ajax" class="no-ajax" href="/fr/terms">CGV (rechargement)</a>
<a id="ctrl" href="/fr/terms">CGV</a>
<a id="modal" href="/fr/terms" data-modal-title="CGV" data-modal-size="lg">CGV en modal</a>
<a id="confirm" href="/fr/terms" data-confirm="Quitter cette page ?">CGV après confirmation</a>
<a id="logoff" href="/fr/security/logoff">Se déconnecter</a>
<button id="promo" data-tag-infos='{"event":"promo_click","promo":"hiver"}'>Promo</button>`,
);
const terms = cmsPage(
  'terms',
  `<h1>CGV</h1>
<a id="to-faq" href="#delai">Délai</a>
<a id="toggle" data-bs-toggle="collapse" href="#faq">FAQ</a>
<div class="collapse" id="faq"><p id="delai">5 jours</p></div>
<ul><li><a id="tab-nl" data-bs-toggle="tab" href="#pane-nl">NL</a></li></ul>
<div class="tab-content"><div class="tab-pane active" id="pane-be">BE</div><div class="tab-pane" id="pane-nl">NL</div></div>
<a id="to-home" href="/fr/">Accueil</a>`,
);
const pages = { '/fr/': home, '/fr/terms': terms };
const pageRequests = (calls: Request[], path: string) =>
  calls.filter(
    (r) => new URL(r.url).pathname === path && r.headers.get('accept') === 'application/json',
  );

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('link interception over the real routes', () => {
  it('loads a link in place: S8 JSON request, history state, body class, scroll to top', async () => {
    const site = await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(document.body.className).toBe('home');
    site.setScroll(300);
    expect(click(document.getElementById('to-terms') as Element)).toBe(true);
    await screen.findByRole('heading', { name: 'CGV' });
    expect(window.location.pathname).toBe('/fr/terms');
    expect(pageRequests(site.fetches.calls, '/fr/terms')).toHaveLength(1);
    expect((window.history.state as { usr: unknown }).usr).toEqual({
      disableCache: false,
      target: '#main',
      scrollTop: 0,
    });
    expect(site.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(document.body.className).toBe('inner'));
  });

  it('restores the scroll position on back and reloads the stored target from the cache', async () => {
    const site = await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    const homeRequests = pageRequests(site.fetches.calls, '/fr/').length;
    site.setScroll(640);
    click(document.getElementById('to-terms') as Element);
    await screen.findByRole('heading', { name: 'CGV' });
    await act(async () => {
      window.history.back();
      // jsdom delivers popstate on a later task: the router's answer to it lands within this.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(site.scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(pageRequests(site.fetches.calls, '/fr/')).toHaveLength(homeRequests);
  });

  it('a scroll of the old page during a back load is not written into the entry being loaded', async () => {
    // With motion, a back load lasts at least the 800 ms out animation, the old page on screen.
    const site = await renderSite(pages, '/fr/', { reducedMotion: false });
    await screen.findByRole('heading', { name: 'Accueil' });
    site.setScroll(640);
    click(document.getElementById('to-terms') as Element);
    await screen.findByRole('heading', { name: 'CGV' }, { timeout: 3000 });
    const entry = () => (window.history.state as { usr: { scrollTop: number } }).usr.scrollTop;
    await act(async () => {
      window.history.back();
      // jsdom delivers popstate on a later task: the router's answer to it lands within this.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('heading', { name: 'CGV' })).toBeInTheDocument();
    site.setScroll(900);
    window.dispatchEvent(new Event('scroll'));
    // A scroll on a page already left would be saved 150 ms after it stopped: let twice that
    // pass and see nothing saved (a save that does not happen shows only as time passing).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(entry()).toBe(640);
    await screen.findByRole('heading', { name: 'Accueil' }, { timeout: 3000 });
    expect(site.scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(entry()).toBe(640);
  });

  it('uses the cache for a normal link and bypasses it for no-cache', async () => {
    const site = await renderSite(pages, '/fr/terms');
    await screen.findByRole('heading', { name: 'CGV' });
    click(document.getElementById('to-home') as Element);
    await screen.findByRole('heading', { name: 'Accueil' });
    const before = pageRequests(site.fetches.calls, '/fr/terms').length;
    click(document.getElementById('to-terms') as Element);
    await screen.findByRole('heading', { name: 'CGV' });
    expect(pageRequests(site.fetches.calls, '/fr/terms')).toHaveLength(before);
    click(document.getElementById('to-home') as Element);
    await screen.findByRole('heading', { name: 'Accueil' });
    click(document.getElementById('fresh') as Element);
    await screen.findByRole('heading', { name: 'CGV' });
    expect(pageRequests(site.fetches.calls, '/fr/terms')).toHaveLength(before + 1);
    expect((window.history.state as { usr: { disableCache: boolean } }).usr.disableCache).toBe(
      true,
    );
  });

  it('leaves no-ajax and ctrl-clicks to the browser', async () => {
    await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(click(document.getElementById('no-ajax') as Element)).toBe(false);
    expect(click(document.getElementById('ctrl') as Element, { ctrlKey: true })).toBe(false);
    expect(window.location.pathname).toBe('/fr/');
  });

  it('logs off by a POST with the CSRF token, never by following the link (a GET)', async () => {
    const site = await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    document.cookie = 'vitrine.csrf=the-visitor%E2%80%99s-token; path=/';
    const posted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
    const fetched = site.fetches.calls.length;
    expect(click(document.getElementById('logoff') as Element)).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const [form] = posted;
    expect(form?.method).toBe('post');
    expect(form?.action).toBe(`${window.location.origin}/fr/security/logoff`);
    const fields = Array.from(form!.elements as HTMLCollectionOf<HTMLInputElement>);
    expect(fields.map((f) => [f.type, f.name, f.value])).toEqual([
      ['hidden', 'csrfToken', 'the-visitor’s-token'],
    ]);
    // The browser's answer to the form (home) is a new document: nothing loads in place.
    expect(site.fetches.calls).toHaveLength(fetched);
    expect(window.location.pathname).toBe('/fr/');
    // Ctrl+click opens the link's page (a GET, which only shows the log-off page) elsewhere.
    expect(click(document.getElementById('logoff') as Element, { ctrlKey: true })).toBe(false);
    expect(submit).toHaveBeenCalledTimes(1);
    document.cookie = 'vitrine.csrf=; Max-Age=0; path=/';
  });

  it('scrolls to a same-page anchor after opening its collapsed panel, without any request', async () => {
    const site = await renderSite(pages, '/fr/terms');
    await screen.findByRole('heading', { name: 'CGV' });
    const requests = site.fetches.calls.length;
    expect(click(document.getElementById('to-faq') as Element)).toBe(true);
    expect(document.getElementById('faq')).toHaveClass('show');
    expect(window.location.hash).toBe('#delai');
    expect(window.location.pathname).toBe('/fr/terms');
    expect(site.fetches.calls.length).toBe(requests);
    await act(async () => {
      window.history.back();
      // jsdom delivers popstate on a later task: the router's answer to it lands within this.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.location.hash).toBe('');
    expect(site.fetches.calls.slice(requests).map((r) => r.url)).toEqual([]);
  });

  it('runs bootstrap toggles (collapse, tab) in place', async () => {
    await renderSite(pages, '/fr/terms');
    await screen.findByRole('heading', { name: 'CGV' });
    expect(click(document.getElementById('toggle') as Element)).toBe(true);
    expect(document.getElementById('faq')).toHaveClass('show');
    expect(document.getElementById('toggle')).toHaveAttribute('aria-expanded', 'true');
    click(document.getElementById('toggle') as Element);
    expect(document.getElementById('faq')).not.toHaveClass('show');
    click(document.getElementById('tab-nl') as Element);
    expect(document.getElementById('pane-nl')).toHaveClass('active');
    expect(document.getElementById('pane-be')).not.toHaveClass('active');
  });

  it('opens modal links in a modal with their options', async () => {
    const site = await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    click(document.getElementById('modal') as Element);
    expect(site.store.getState().ui.dialog).toEqual({
      kind: 'link',
      url: '/fr/terms',
      title: 'CGV',
      size: 'lg',
      className: undefined,
      animate: true,
      returnUrl: undefined,
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.modal')).toHaveClass('link-modal');
    await waitFor(() => expect(dialog).toHaveTextContent('5 jours'));
    expect(window.location.pathname).toBe('/fr/');
  });

  it('asks before following a data-confirm link, and stays when declined', async () => {
    const site = await renderSite(pages);
    await screen.findByRole('heading', { name: 'Accueil' });
    click(document.getElementById('confirm') as Element);
    const dialog = site.store.getState().ui.dialog;
    expect(dialog).toMatchObject({ kind: 'confirm', message: 'Quitter cette page ?' });
    act(() => {
      site.store.dispatch(confirmAnswered({ id: (dialog as { id: string }).id, confirmed: false }));
    });
    // A refused leave navigates nowhere: let the answer's listeners run, then look.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.pathname).toBe('/fr/');
    click(document.getElementById('confirm') as Element);
    const second = site.store.getState().ui.dialog as { id: string };
    act(() => {
      site.store.dispatch(confirmAnswered({ id: second.id, confirmed: true }));
    });
    await screen.findByRole('heading', { name: 'CGV' });
  });

  it('sends the analytics event of an element with data-tag-infos', async () => {
    const seen: unknown[] = [];
    await renderSite(pages, '/fr/', {
      listeners: (startAppListening) =>
        startAppListening({
          actionCreator: analyticsEvent,
          effect: (action) => {
            seen.push(action.payload);
          },
        }),
    });
    await screen.findByRole('heading', { name: 'Accueil' });
    click(document.getElementById('promo') as Element);
    expect(seen).toEqual([{ event: 'promo_click', promo: 'hiver' }]);
  });

  it('after an in-place load the new page’s heading has the focus and its title is announced', async () => {
    await renderSite(pages, '/fr/');
    const first = await screen.findByRole('heading', { name: 'Accueil', level: 1 });
    // The first document's page keeps the focus where the browser put it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(first).not.toHaveFocus();
    click(document.getElementById('to-terms') as Element);
    const heading = await screen.findByRole('heading', { name: 'CGV', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.getElementById('route-announcer')).toHaveTextContent(document.title);
    expect(document.getElementById('route-announcer')).toHaveAttribute('aria-live', 'polite');
    // A hash on the same page moves nothing.
    (document.getElementById('to-home') as HTMLElement).focus();
    click(document.getElementById('to-faq') as Element);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(heading).not.toHaveFocus();
  });

  it('a document loaded again for a map moves the focus like an in-place load; any other first page does not', async () => {
    // features/maps/document.ts markMapReload: the address the reload is for.
    sessionStorage.setItem('vitrine.mapReload', new URL('/fr/terms', window.location.origin).href);
    await renderSite(pages, '/fr/terms');
    const heading = await screen.findByRole('heading', { name: 'CGV', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sessionStorage.getItem('vitrine.mapReload')).toBeNull();
    cleanup();
    // A mark left for another address is no reason to move.
    sessionStorage.setItem('vitrine.mapReload', new URL('/fr/other', window.location.origin).href);
    await renderSite(pages, '/fr/');
    const home = await screen.findByRole('heading', { name: 'Accueil', level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(home).not.toHaveFocus();
  });

  it('an unknown culture segment stays not found: never the default culture’s home instead', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderSite(pages, '/xx/');
    await screen.findByRole('heading', { name: 'Core.NotFoundTitle' });
    // Given time, the home does not take its place (issue 20: /xx/ showed a 404, then the home).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('heading', { name: 'Accueil' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Core.NotFoundTitle' })).toBeInTheDocument();
  });

  it('shows the translated-by-server 404 page for an unknown address, only logging it', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderSite(pages, '/fr/nope');
    await screen.findByRole('heading', { name: 'Core.NotFoundTitle' });
    expect(info).toHaveBeenCalled();
  });
});
