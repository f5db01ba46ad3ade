import { contentApi } from '@api/content';
import type { AppDispatch } from '@base/storeTypes';
import { blockingTaskEnded, blockingTaskStarted } from '@base/uiSlice';
import { serverMessage } from '@api/errors';

/** A form of CMS HTML that submits in place (jQuery unobtrusive-ajax markup, kept as is). */
export function isAjaxForm(form: HTMLFormElement): boolean {
  return form.getAttribute('data-ajax') === 'true';
}

function showFormError(form: HTMLFormElement, message: string): void {
  let alert = form.querySelector<HTMLElement>('.ajax-form-error');
  if (!alert) {
    alert = document.createElement('div');
    alert.className = 'ajax-form-error alert alert-danger';
    alert.setAttribute('role', 'alert');
    form.prepend(alert);
  }
  alert.textContent = message;
}

/** The form's successful text controls (what a browser would submit), by name. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    ) {
      continue;
    }
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (['submit', 'button', 'reset', 'file', 'image'].includes(element.type)) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
    }
    fields[element.name] = element.value;
  }
  return fields;
}

/** Puts the answer in the update target: its content (replace) or the element itself (replace-with). */
export function applyAjaxAnswer(form: HTMLFormElement, html: string): void {
  const selector = form.getAttribute('data-ajax-update');
  let target: Element | null = form;
  try {
    if (selector) target = document.querySelector(selector) ?? form;
  } catch {
    target = form;
  }
  const mode = (form.getAttribute('data-ajax-mode') ?? 'replace').toLowerCase();
  if (mode === 'replace-with' || target === form) target.outerHTML = html;
  else target.innerHTML = html;
}

/** Submits in place: action, method, fields as JSON; bad input is shown in the form, nothing lost. */
export async function submitAjaxForm(form: HTMLFormElement, dispatch: AppDispatch): Promise<void> {
  const url = form.getAttribute('action') || window.location.pathname;
  const method = (form.getAttribute('method') ?? 'post').toUpperCase() === 'PUT' ? 'PUT' : 'POST';
  const body = formFields(form);
  const buttons = Array.from(
    form.querySelectorAll<HTMLButtonElement>('button, input[type=submit]'),
  );
  buttons.forEach((b) => (b.disabled = true));
  form.setAttribute('aria-busy', 'true');
  dispatch(blockingTaskStarted());
  try {
    const result = await dispatch(
      contentApi.endpoints.submitCmsForm.initiate({ url, method, body }),
    );
    if (result.data) {
      applyAjaxAnswer(form, result.data.Html);
      return;
    }
    const message = serverMessage(result.error);
    if (message) showFormError(form, message);
  } finally {
    dispatch(blockingTaskEnded());
    form.removeAttribute('aria-busy');
    buttons.forEach((b) => (b.disabled = false));
  }
}
