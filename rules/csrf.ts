/** The field a plain form carries the CSRF token in (a form cannot send the X-CSRF-Token header). */
export const CSRF_FORM_FIELD = 'csrfToken';
