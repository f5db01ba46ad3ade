import type { ReactNode } from 'react';

/** The hint and the error under a widget, with the ids its input names in aria-describedby. */
export function FieldFeedback({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        // d-block: Bootstrap shows .invalid-feedback only beside an .is-invalid sibling input,
        // which a widget's own markup does not always have.
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </>
  );
}
