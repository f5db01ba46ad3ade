import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent } from '@testing-library/react';
import { bindTapBlock } from '@base/site/tapBlock';

let unbind: () => void;
const followed = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <a class="block-link" href="#product-1"><h3>Veste</h3><img alt=""></a>
    <div data-link-area><a href="#product-2">Sac</a><p>Cuir</p></div>
    <a id="plain" href="#about">À propos</a>`;
  document.addEventListener('click', followed);
  unbind = bindTapBlock();
});
afterEach(() => {
  unbind();
  document.removeEventListener('click', followed);
  followed.mockReset();
  jest.useRealTimers();
});

const scroll = () => window.dispatchEvent(new Event('scroll'));
/** fireEvent's answer: false when the click's default action was prevented. */
const tap = (element: Element) => fireEvent.click(element);

describe('tap block on large linked areas (000 §9 "Business constants and limits": 500 ms after a scroll)', () => {
  it('ignores a tap on a .block-link within 500 ms of a scroll', () => {
    scroll();
    jest.advanceTimersByTime(499);
    expect(tap(document.querySelector('.block-link h3')!)).toBe(false);
    expect(followed).not.toHaveBeenCalled();
  });

  it('ignores a tap inside a [data-link-area] within 500 ms of a scroll', () => {
    scroll();
    jest.advanceTimersByTime(100);
    expect(tap(document.querySelector('[data-link-area] p')!)).toBe(false);
    expect(followed).not.toHaveBeenCalled();
  });

  it('lets the tap through from 500 ms after the scroll', () => {
    scroll();
    jest.advanceTimersByTime(500);
    expect(tap(document.querySelector('.block-link h3')!)).toBe(true);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('lets taps through when nothing scrolled, and ordinary links always', () => {
    expect(tap(document.querySelector('.block-link')!)).toBe(true);
    scroll();
    expect(tap(document.getElementById('plain')!)).toBe(true);
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('counts the scroll of an inner scroller (a slider) too', () => {
    document.querySelector('[data-link-area]')!.dispatchEvent(new Event('scroll'));
    expect(tap(document.querySelector('[data-link-area] a')!)).toBe(false);
  });
});
