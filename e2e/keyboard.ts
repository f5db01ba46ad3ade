import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys (issue 20, WCAG 2.1 AA): the shopper moves with Tab and Shift+Tab and
 * acts with Enter, Space, the arrows and Escape; no mouse, no `click()`, no `focus()`.
 */

/**
 * Where the focus is: whether `target` has it, and what the focused element shows of it (null
 * when it shows it, else why not). Past the page's end the focus is in the browser's own
 * controls (the body is the active element): nothing to show there. Runs in the page.
 */
function focusState(target: Element | null): { reached: boolean; problem: string | null } {
  const el = document.activeElement as HTMLElement | null;
  const reached = target !== null && el === target;
  if (!el || el === document.body) return { reached, problem: null };
  const shows = (node: Element | null) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== '' && style.boxShadow !== 'none');
  };
  // A visually hidden input (Bootstrap's btn-check) shows its focus on its label.
  const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
  if (shows(el) || (el.classList.contains('btn-check') && shows(label))) {
    return { reached, problem: null };
  }
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  return {
    reached,
    problem: `<${el.tagName.toLowerCase()} class="${el.className}"> "${name}" shows no focus`,
  };
}

/** The focused element shows its focus (an outline or a focus shadow, WCAG 2.4.7). */
export async function expectFocusVisible(page: Page): Promise<void> {
  const lost = await page.evaluate(
    () => !document.activeElement || document.activeElement === document.body,
  );
  expect(lost, 'nothing has the focus').toBe(false);
  expect((await page.evaluate(focusState, null)).problem).toBeNull();
}

/** Whether `target` has the focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab until `target` has the focus, or Shift+Tab when it comes before the focused
 * element (as a shopper goes back to something above); every element on the way must show its
 * focus. Past the page's last element the focus is in the browser's own controls (the body is
 * the document's active element), as in a real browser. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80 }: { max?: number } = {},
): Promise<void> {
  await expect(target).toHaveCount(1);
  if (await isFocused(target)) return;
  const back = await target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  // One round trip per press: where the focus is, and whether it shows.
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const step = await page.evaluate(focusState, handle);
    expect(step.problem).toBeNull();
    if (step.reached) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** Tabs to a text field and types into it (what it held first is replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** `presses` Tabs, then as many Shift+Tabs: the focus never leaves `container` (a modal). */
export async function expectFocusTrapped(
  page: Page,
  container: Locator,
  presses = 15,
): Promise<void> {
  const inside = () => container.evaluate((el) => el.contains(document.activeElement));
  expect(await inside()).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} #${i + 1} left ${container}`).toBe(true);
    }
  }
}
