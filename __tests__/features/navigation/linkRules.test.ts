import { describe, expect, it } from '@jest/globals';
import { classifyLink } from '@features/navigation/linkRules';

const page = {
  origin: 'http://localhost',
  pathname: '/fr/about',
  search: '',
  appBase: '',
  culture: 'fr',
};
const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

function link(html: string): HTMLAnchorElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('a') as HTMLAnchorElement;
}

function decide(html: string, modifiers: Partial<typeof click> = {}) {
  return classifyLink(link(html), { ...click, ...modifiers }, page);
}

describe('in-place loading rules (000 section 2)', () => {
  it('loads an internal link in place, with the cache', () => {
    expect(decide('<a href="/fr/contact">x</a>')).toEqual({
      kind: 'inPlace',
      url: '/fr/contact',
      disableCache: false,
      anchor: undefined,
      confirm: undefined,
    });
    expect(decide('<a href="contact?x=1">x</a>')).toMatchObject({
      kind: 'inPlace',
      url: '/fr/contact?x=1',
    });
  });

  it('bypasses the cache for a no-cache link', () => {
    expect(decide('<a class="no-cache" href="/fr/contact">x</a>')).toMatchObject({
      kind: 'inPlace',
      disableCache: true,
    });
  });

  it('leaves the link to the browser when ctrl (or cmd) is pressed', () => {
    expect(decide('<a href="/fr/contact">x</a>', { ctrlKey: true })).toMatchObject({
      kind: 'browser',
      reason: 'ctrl key',
    });
    expect(decide('<a href="/fr/contact">x</a>', { metaKey: true }).kind).toBe('browser');
    expect(decide('<a href="/fr/contact">x</a>', { button: 1 }).kind).toBe('browser');
  });

  it('leaves external links to the browser: a scheme, logoff, a short file extension', () => {
    expect(decide('<a href="https://example.com/fr/">x</a>')).toMatchObject({ reason: 'external' });
    expect(decide('<a href="mailto:a@b.be">x</a>')).toMatchObject({ reason: 'external' });
    expect(decide('<a href="//cdn.example.com/x">x</a>')).toMatchObject({ reason: 'external' });
    expect(decide('<a href="/fr/security/logoff">x</a>')).toMatchObject({ reason: 'logoff' });
    expect(decide('<a href="/fr/Account/LogOff?x=1">x</a>')).toMatchObject({ reason: 'logoff' });
    expect(decide('<a href="/fr/files/terms.pdf">x</a>')).toMatchObject({ reason: 'file' });
    expect(decide('<a href="/media/photo.jpeg?w=10">x</a>')).toMatchObject({ reason: 'file' });
  });

  it('leaves ajax-tab and no-ajax links to the browser', () => {
    expect(decide('<a class="ajax-tab" href="/fr/contact">x</a>')).toMatchObject({
      kind: 'browser',
      reason: 'ajax-tab or no-ajax',
    });
    expect(decide('<a class="btn no-ajax" href="/fr/contact">x</a>')).toMatchObject({
      kind: 'browser',
    });
  });

  it('leaves links that open a new window (or download) to the browser', () => {
    expect(decide('<a target="_blank" href="/fr/contact">x</a>')).toMatchObject({
      reason: 'new window',
    });
    expect(decide('<a href="/fr/contact">x</a>', { shiftKey: true }).kind).toBe('browser');
    expect(decide('<a download href="/fr/contact">x</a>')).toMatchObject({ reason: 'download' });
    expect(decide('<a target="_self" href="/fr/contact">x</a>').kind).toBe('inPlace');
  });

  it('hands bootstrap toggles to the toggles, never loading them', () => {
    expect(decide('<a data-bs-toggle="collapse" href="#faq">x</a>')).toEqual({
      kind: 'toggle',
      toggle: 'collapse',
      target: '#faq',
    });
    expect(decide('<a data-toggle="tab" data-bs-target="#pane" href="/fr/x">x</a>')).toEqual({
      kind: 'toggle',
      toggle: 'tab',
      target: '#pane',
    });
  });

  it('scrolls to anchors of the same page instead of loading it', () => {
    expect(decide('<a href="#prix">x</a>')).toEqual({
      kind: 'anchor',
      hash: '#prix',
      confirm: undefined,
    });
    expect(decide('<a href="/fr/about#prix">x</a>')).toMatchObject({
      kind: 'anchor',
      hash: '#prix',
    });
    expect(decide('<a href="/fr/terms#prix">x</a>')).toMatchObject({
      kind: 'inPlace',
      url: '/fr/terms#prix',
      anchor: '#prix',
    });
    expect(decide('<a href="#">x</a>').kind).toBe('browser');
  });

  it('leaves another culture and addresses outside the pages to the browser', () => {
    expect(decide('<a href="/nl/about">x</a>')).toMatchObject({ reason: 'outside this culture' });
    expect(decide('<a href="/api/v1/x">x</a>')).toMatchObject({ reason: 'outside this culture' });
  });

  it('opens modal links in a modal with their attributes, and keeps data-confirm', () => {
    expect(
      decide(
        '<a href="/fr/terms" data-modal-title="CGV" data-modal-size="lg" data-modal-class="terms-modal" data-modal-animate="false" data-return-url="/fr/contact">x</a>',
      ),
    ).toEqual({
      kind: 'modal',
      url: '/fr/terms',
      modal: {
        title: 'CGV',
        size: 'lg',
        className: 'terms-modal',
        animate: false,
        returnUrl: '/fr/contact',
      },
      confirm: undefined,
    });
    expect(
      decide('<a class="link-modal" href="/fr/terms" data-confirm="Sûr ?">x</a>'),
    ).toMatchObject({
      kind: 'modal',
      modal: { animate: true, size: undefined },
      confirm: 'Sûr ?',
    });
    expect(decide('<a href="/fr/x" data-confirm="Vraiment ?">x</a>')).toMatchObject({
      kind: 'inPlace',
      confirm: 'Vraiment ?',
    });
  });
});
