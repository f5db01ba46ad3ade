import { useMemo, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { Countdown } from './Countdown';
import { endAction, parseEnd } from './countdownRules';
import { reloadPage } from './reloadPage';

/** The marker's attributes: `data-end`, `data-label`, `data-on-end`, `data-ended-text`. */
export interface CountdownWidgetProps {
  end?: string;
  label?: string;
  onEnd?: string;
  endedText?: string;
}

/**
 * CMS widget `<div data-widget="countdown" data-end="2026-12-24T23:00:00Z" …>`: the countdown;
 * at the end `data-on-end="reload"` reloads the page, `message` (the default) shows the ended
 * text. A missing or bad date gives a notice instead of a countdown.
 */
export function CountdownWidget({ end, label, onEnd, endedText }: CountdownWidgetProps) {
  const { t } = useTranslation();
  const date = useMemo(() => parseEnd(end), [end]);
  const [action] = useState(() => endAction(onEnd));
  if (!date)
    return (
      <p className="widget-error countdown-error" role="status">
        {t('Media.Countdown.BadDate')}
      </p>
    );
  return (
    <Countdown
      end={date}
      label={label}
      endedText={endedText}
      onEnd={action === 'reload' ? reloadPage : undefined}
    />
  );
}

export default CountdownWidget;
