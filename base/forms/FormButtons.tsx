import { useFormikContext } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';

/**
 * The primary button of a Formik form. It reads isSubmitting from the form itself so that no
 * form can forget to block a second submit while the call runs, or to say so (aria-busy).
 */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="btn btn-primary"
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting && busyLabel ? busyLabel : label}
    </button>
  );
}

/** The Cancel beside a form's submit (modals and the address form): leaves without saving. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
      {t('Manager.Cancel')}
    </button>
  );
}
