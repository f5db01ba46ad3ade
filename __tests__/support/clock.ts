import { afterEach, beforeEach, jest } from '@jest/globals';
import { act } from '@testing-library/react';

/**
 * Jest's clock for the tests of a file that wait for a timer (a typing pause, a debounce): it
 * runs on with real time, so requests and effects still settle on their own, and `runFor` moves
 * it past the wait at once instead of sleeping through it.
 */
export function clockPerTest(): void {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** Moves the clock `ms` on, running every timer due on the way, inside act. */
export const runFor = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
