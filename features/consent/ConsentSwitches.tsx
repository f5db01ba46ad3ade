import { useId } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { CONSENT_CATEGORIES } from '@rules/consent';
import { categoryDescription, categoryLabel } from './labels';
import type { ConsentChoices } from './useSaveConsent';

interface Props {
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
}

/** One labelled switch per category, its description read with it (aria-describedby). */
export function ConsentSwitches({ choices, onChange }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <div className="cookie-consent-switches">
      {CONSENT_CATEGORIES.map((category) => {
        const id = `${baseId}-${category}`;
        return (
          <div className="form-check form-switch mb-3" key={category}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={id}
              name={category}
              checked={choices[category]}
              aria-describedby={`${id}-description`}
              onChange={(event) => onChange({ ...choices, [category]: event.target.checked })}
            />
            <label className="form-check-label fw-semibold" htmlFor={id}>
              {categoryLabel(t, category)}
            </label>
            <p className="form-text mt-0 mb-0" id={`${id}-description`}>
              {categoryDescription(t, category)}
            </p>
          </div>
        );
      })}
    </div>
  );
}
