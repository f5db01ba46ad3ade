import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Countdown } from '@features/media/countdown/Countdown';
import type CountdownWidgetType from '@features/media/countdown/CountdownWidget';
import { endAction, parseEnd, remaining } from '@features/media/countdown/countdownRules';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { mediaStore } from './harness';

// window.location.reload cannot be watched in jsdom: the module that calls it stands in.
const mockReload = jest.fn();
jest.mock('@features/media/countdown/reloadPage', () => ({
  __esModule: true,
  reloadPage: () => mockReload(),
}));
// Imported once the mock is registered (this transform does not hoist jest.mock above imports).
let CountdownWidget: typeof CountdownWidgetType;
beforeAll(async () => {
  ({ default: CountdownWidget } = await import('@features/media/countdown/CountdownWidget'));
});

const NOW = Date.parse('2026-12-24T22:58:58Z');
const END = '2026-12-24T23:00:00Z';

const values = () =>
  [...document.querySelectorAll('.countdown-value')].map((el) => el.textContent).join(':');

let store: AppStore;
beforeEach(async () => {
  store = await mediaStore(null);
  jest.useFakeTimers({ now: NOW });
  mockReload.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('countdown rules', () => {
  it('reads ISO dates and refuses anything else', () => {
    expect(parseEnd(END)?.toISOString()).toBe('2026-12-24T23:00:00.000Z');
    expect(parseEnd('2026-12-24')).not.toBeNull();
    for (const bad of [undefined, '', 'demain', '24/12/2026', '2026-13-45T99:00:00Z'])
      expect(parseEnd(bad)).toBeNull();
  });

  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const end = new Date('2026-12-26T01:02:03Z');
    expect(remaining(end, Date.parse('2026-12-24T23:00:00Z'))).toEqual({
      days: 1,
      hours: 2,
      minutes: 2,
      seconds: 3,
    });
    expect(remaining(end, end.getTime() + 5000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('reloads only when the marker says reload; a message otherwise', () => {
    expect(endAction('reload')).toBe('reload');
    expect(endAction(' Reload ')).toBe('reload');
    expect(endAction('message')).toBe('message');
    expect(endAction(undefined)).toBe('message');
  });
});

describe('Countdown', () => {
  it('ticks every 1000 ms and runs onEnd once when the end passes', () => {
    const onEnd = jest.fn();
    renderWithProviders(<Countdown end={new Date(END)} label="Fin dans" onEnd={onEnd} />, {
      store,
    });
    expect(screen.getByText('Fin dans')).toBeInTheDocument();
    expect(values()).toBe('0:00:01:02');
    tick(999);
    expect(values()).toBe('0:00:01:02');
    tick(1);
    expect(values()).toBe('0:00:01:01');
    tick(60_000);
    expect(values()).toBe('0:00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    tick(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cette offre est terminée.');
    tick(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not announce every second: the timer is not live, a minute-level sentence is', () => {
    renderWithProviders(<Countdown end={new Date('2026-12-27T01:30:00Z')} />, { store });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('Il reste 2 jours, 2 heures et 31 minutes.');
    expect(timer.querySelector('.countdown-boxes')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an end already past at first render shows the ended text and runs no callback', () => {
    const onEnd = jest.fn();
    renderWithProviders(
      <Countdown end={new Date('2026-01-01T00:00:00Z')} onEnd={onEnd} endedText="Trop tard" />,
      { store },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Trop tard');
    tick(3000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('countdown widget (marker)', () => {
  it('data-on-end="reload" reloads the page when the end passes', () => {
    renderWithProviders(<CountdownWidget end={END} onEnd="reload" />, { store });
    tick(61_000);
    expect(mockReload).not.toHaveBeenCalled();
    tick(1000);
    expect(mockReload).toHaveBeenCalledTimes(1);
  });

  it('data-on-end="message" shows the marker’s ended text, without reloading', () => {
    renderWithProviders(
      <CountdownWidget end={END} onEnd="message" endedText="La promo est finie" label="Promo" />,
      { store },
    );
    tick(62_000);
    expect(screen.getByRole('status')).toHaveTextContent('La promo est finie');
    expect(mockReload).not.toHaveBeenCalled();
  });

  it('does not reload a page opened after the end (no endless reloads)', () => {
    renderWithProviders(<CountdownWidget end="2026-01-01T00:00:00Z" onEnd="reload" />, { store });
    tick(5000);
    expect(mockReload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Cette offre est terminée.');
  });

  it('a missing or bad date gives a translated notice, no countdown', () => {
    const { unmount } = renderWithProviders(<CountdownWidget end="bientôt" />, { store });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ce compte à rebours est mal configuré : sa date de fin est absente ou invalide.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    unmount();
    renderWithProviders(<CountdownWidget />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('mal configuré');
  });
});
