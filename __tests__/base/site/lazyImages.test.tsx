import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { bindLazyImages } from '@base/site/lazyImages';
import { addSiteListeners } from '@base/site/listeners';
import { LazyImage } from '@base/ui/LazyImage';
import { pageLeave, pageLoaded } from '@base/events';
import { setupStore } from '@store/index';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  removeIntersectionObserver,
} from './helpers';

const observer = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => installIntersectionObserver());
afterEach(() => {
  removeIntersectionObserver();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('LazyImage (000 §9 "Business constants and limits": threshold 500 px, throttle 250 ms)', () => {
  it('reserves its box at once and fetches nothing until within 500 px of the viewport', () => {
    render(<LazyImage src="/img/veste.jpg" alt="Veste en laine" width={800} height={600} />);
    const img = screen.getByRole('img', { name: 'Veste en laine' });
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img.style.aspectRatio).toBe('800 / 600');
    expect(observer().options.rootMargin).toBe('500px');
    expect(observer().observed.has(img)).toBe(true);

    act(() => observer().report(img, 0, true)); // inside the 500 px margin
    expect(img).toHaveAttribute('src', '/img/veste.jpg');
    expect(observer().observed.size).toBe(0);
  });

  it('without IntersectionObserver, measures on scroll at most every 250 ms', () => {
    removeIntersectionObserver();
    jest.useFakeTimers();
    const top = { value: window.innerHeight + 501 };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () =>
        ({
          top: top.value,
          bottom: top.value + 300,
          left: 0,
          right: 400,
          width: 400,
          height: 300,
        }) as DOMRect,
    );
    render(<LazyImage src="/img/sac.jpg" alt="Sac" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Sac' });
    expect(img).not.toHaveAttribute('src'); // 501 px below the fold: not yet

    top.value = window.innerHeight + 500;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(249);
    });
    expect(img).not.toHaveAttribute('src');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(img).toHaveAttribute('src', '/img/sac.jpg');
  });
});

describe('CMS images marked data-src', () => {
  const cmsHtml = `<article class="cms-page">
    <img data-src="/img/atelier.jpg" data-srcset="/img/atelier-2x.jpg 2x" width="1200" height="800" alt="Atelier">
    <img src="/img/logo.svg" alt="Logo">
  </article>`;

  it('get their ratio reserved and load when near the viewport', () => {
    document.body.innerHTML = cmsHtml;
    const img = screen.getByRole('img', { name: 'Atelier' }) as HTMLImageElement;
    bindLazyImages(document);
    expect(img.style.aspectRatio).toBe('1200 / 800');
    expect(observer().observed.size).toBe(1); // the eager logo is left alone
    observer().report(img, 0.2);
    expect(img.getAttribute('src')).toBe('/img/atelier.jpg');
    expect(img.getAttribute('srcset')).toBe('/img/atelier-2x.jpg 2x');
    expect(img).not.toHaveAttribute('data-src');
    expect(img).toHaveClass('lazy-loaded');
  });

  it('are bound on every page load and unbound when the page is left', async () => {
    const store = setupStore(undefined, { listeners: addSiteListeners });
    document.body.innerHTML = cmsHtml;
    store.dispatch(pageLoaded({ path: 'about', bodyClass: 'inner' }));
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    expect(observer().observed.size).toBe(1);
    store.dispatch(pageLeave({ from: '/fr/about', to: '/fr/help' }));
    await waitFor(() => expect(observer().observed.size).toBe(0));
    expect(screen.getByRole('img', { name: 'Atelier' })).not.toHaveAttribute('src');
  });
});
