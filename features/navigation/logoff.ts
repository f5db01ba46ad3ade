import { csrfToken } from '@api/baseApi';
import { CSRF_FORM_FIELD } from '@rules/csrf';

/**
 * A followed logoff link (000 §6: never loaded in place) logs off by a POST with the CSRF token,
 * as the log-off page's form does: a plain form submitted by the browser, so the answer (home)
 * is a new document. A GET of the link's address only shows that page.
 */
export function postLogoff(href: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = href;
  form.hidden = true;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = CSRF_FORM_FIELD;
  token.value = csrfToken() ?? '';
  form.append(token);
  document.body.append(form);
  form.submit();
}
