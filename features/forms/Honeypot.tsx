import type { RefObject } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { HONEYPOT_FIELD } from '@rules/forms';

/**
 * The honeypot: an input people never meet (off-screen, hidden from assistive technology, out
 * of the tab order) that form-filling robots fill. Uncontrolled: its value is read on submit.
 */
export function Honeypot({
  id,
  inputRef,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="cms-form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('CmsForms.Honeypot')}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
