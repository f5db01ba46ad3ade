import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { bindScrollAnimations } from '@base/site/scrollAnimations';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  prefersReducedMotion,
  removeIntersectionObserver,
} from './helpers';

const observer = () => FakeIntersectionObserver.instances.at(-1)!;
const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  installIntersectionObserver();
  prefersReducedMotion(false);
  document.body.innerHTML = `
    <section id="usp" data-animate>Livraison gratuite</section>
    <section id="news" data-animate="fade">Nouveautés</section>
    <p id="plain">Texte</p>`;
});
afterEach(() => removeIntersectionObserver());

describe('scroll animations (000 §9 "Business constants and limits": visibility ratio 0.1)', () => {
  it('animates a data-animate element once 10% of it is visible, and only once', () => {
    bindScrollAnimations(document);
    expect(observer().options.threshold).toBe(0.1);
    expect([...observer().observed].map((e) => e.id)).toEqual(['usp', 'news']);

    observer().report(byId('usp'), 0.05);
    expect(byId('usp')).not.toHaveClass('animated');
    observer().report(byId('usp'), 0.1);
    expect(byId('usp')).toHaveClass('animated');
    expect(observer().observed.has(byId('usp'))).toBe(false);
    expect(byId('news')).not.toHaveClass('animated');
  });

  it('shows everything at once, without observing, for a shopper who prefers reduced motion', () => {
    prefersReducedMotion(true);
    bindScrollAnimations(document);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(byId('usp')).toHaveClass('animated');
    expect(byId('news')).toHaveClass('animated');
    expect(byId('plain')).not.toHaveClass('animated');
  });

  it('skips elements already animated when a page binds again, and disconnects on unbind', () => {
    byId('usp').classList.add('animated');
    const unbind = bindScrollAnimations(document);
    expect([...observer().observed].map((e) => e.id)).toEqual(['news']);
    unbind();
    expect(observer().observed.size).toBe(0);
  });
});
