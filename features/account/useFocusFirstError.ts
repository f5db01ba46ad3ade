import { useEffect, type RefObject } from 'react';

/** After a refused submit, the first field in error gets the focus (its message is read with it). */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  isSubmitting: boolean,
  /** Changes when the server refused (its errors come after the submit ended). */
  refusal?: unknown,
): void {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting, refusal]);
}
