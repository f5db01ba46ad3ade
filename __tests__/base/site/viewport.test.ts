import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { subscribeViewport, viewportWidth } from '@base/site/viewport';
import { setViewportWidth } from './helpers';

const resizeTo = (width: number) => {
  setViewportWidth(width);
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => {
  jest.useFakeTimers();
  setViewportWidth(1280);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the one resize source (000 §9 "Business constants and limits": resize debounce 150 ms)', () => {
  it('tells its subscribers once, 150 ms after the last resize event', () => {
    const notify = jest.fn();
    const stop = subscribeViewport(notify);
    resizeTo(1100);
    jest.advanceTimersByTime(100);
    resizeTo(900);
    jest.advanceTimersByTime(100);
    resizeTo(700);
    jest.advanceTimersByTime(149);
    expect(notify).not.toHaveBeenCalled();
    expect(viewportWidth()).toBe(1280); // still the settled width
    jest.advanceTimersByTime(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(viewportWidth()).toBe(700);
    stop();
  });

  it('listens to the window once whatever the number of subscribers, and not at all without', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const a = jest.fn();
    const b = jest.fn();
    const stopA = subscribeViewport(a);
    const stopB = subscribeViewport(b);
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
    resizeTo(500);
    jest.advanceTimersByTime(150);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    resizeTo(400);
    jest.advanceTimersByTime(150);
    expect(a).toHaveBeenCalledTimes(1);
    expect(viewportWidth()).toBe(400); // nobody listens: the live width
    add.mockRestore();
  });
});
