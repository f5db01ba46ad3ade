import { CSRF_FORM_FIELD } from '../../../rules/csrf';
import { escapeHtml } from '../document';

export interface LogoffPageTexts {
  title: string;
  question: string;
  button: string;
  /** The form's address (the POST that logs off). */
  action: string;
  /** The visitor's CSRF token, echoed by the form. */
  token: string;
}

/**
 * The log-off page's main section in the first document: the same markup the client's
 * LogoffPage draws (features/account/LogoffPage.tsx), a plain form that works without a script.
 */
export function logoffPageHtml(texts: LogoffPageTexts): string {
  const e = escapeHtml;
  return (
    `<section class="logoff-page security-page"><h1>${e(texts.title)}</h1>` +
    `<p>${e(texts.question)}</p>` +
    `<form method="post" action="${e(texts.action)}">` +
    `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${e(texts.token)}" />` +
    `<button type="submit" class="btn btn-primary">${e(texts.button)}</button>` +
    `</form></section>`
  );
}
