import type { ReactNode } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';

/**
 * The place box's frame, the same for Google's autocomplete and the gazetteer: label, the
 * input, the "use my location" button, and one polite line for what went wrong.
 */
export function PlaceSearchField({
  id,
  label,
  hint,
  message,
  locating,
  onLocate,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  message: string | null;
  locating: boolean;
  onLocate: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="place-search mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="d-flex gap-2 align-items-start">
        <div className="position-relative flex-grow-1">{children}</div>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onLocate}
          disabled={locating}
        >
          {t('Maps.UseMyLocation')}
        </button>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      <p role="status" className="small text-danger mb-0">
        {message ?? ''}
      </p>
    </div>
  );
}
