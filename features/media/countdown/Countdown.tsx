import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { COUNTDOWN_TICK_MS } from '../constants';
import { hasEnded, remaining } from './countdownRules';
import '../media.scss';

export interface CountdownProps {
  end: Date;
  /** Shown above the boxes ("La promo se termine dans"). */
  label?: string;
  /** Runs once when the end passes while the countdown is on screen. */
  onEnd?: () => void;
  /** Shown once ended (a translated default when absent). */
  endedText?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const UNIT_KEYS = {
  days: 'Media.Countdown.Days',
  hours: 'Media.Countdown.Hours',
  minutes: 'Media.Countdown.Minutes',
  seconds: 'Media.Countdown.Seconds',
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 001 §4 "Countdown": while the end is in the future it updates every second (001 §9 tick
 * 1000 ms); when it passes, `onEnd` runs once and the ended text replaces the boxes, in the same
 * box (fixed height in media.scss). The digits change each second but are not announced: screen
 * readers get a minute-level sentence instead, read when reached, never spoken by itself.
 */
export function Countdown({ end, label, onEnd, endedText }: CountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const ended = hasEnded(end, now);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });
  const endedAtStart = useRef(ended);

  useEffect(() => {
    if (ended) return undefined;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ended]);

  useEffect(() => {
    // Only a passing end runs the callback: a page opened after the end must not reload forever.
    if (ended && !endedAtStart.current) endRef.current?.();
  }, [ended]);

  const left = remaining(end, now);
  return (
    <div className={`countdown${ended ? ' countdown-ended' : ''}`}>
      {label && <p className="countdown-label">{label}</p>}
      {ended ? (
        <p className="countdown-ended-text" role="status">
          {endedText || t('Media.Countdown.Ended')}
        </p>
      ) : (
        <div role="timer" aria-live="off" aria-atomic="true">
          <ol className="countdown-boxes" aria-hidden="true">
            {UNITS.map((unit) => (
              <li key={unit} className={`countdown-box countdown-${unit}`}>
                <span className="countdown-value">
                  {unit === 'days' ? left.days : pad(left[unit])}
                </span>
                <span className="countdown-unit">{t(UNIT_KEYS[unit])}</span>
              </li>
            ))}
          </ol>
          <span className="visually-hidden">
            {t('Media.Countdown.Left', left.days, left.hours, left.minutes)}
          </span>
        </div>
      )}
    </div>
  );
}
