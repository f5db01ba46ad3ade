/**
 * Bootstrap toggles inside CMS HTML (collapse panels and tabs). Bootstrap's own scripts are not
 * loaded: these few lines give the same classes and ARIA states.
 */

function triggersOf(id: string): Element[] {
  if (!id) return [];
  return Array.from(
    document.querySelectorAll(`[data-bs-target="#${CSS.escape(id)}"], [href="#${CSS.escape(id)}"]`),
  );
}

export function showCollapse(panel: Element, show = true): void {
  panel.classList.toggle('show', show);
  for (const trigger of triggersOf(panel.id)) {
    trigger.setAttribute('aria-expanded', String(show));
    trigger.classList.toggle('collapsed', !show);
  }
}

/** Activates a tab pane (by selector) and its trigger; deactivates its siblings. */
export function activateTab(selector: string): boolean {
  let pane: Element | null;
  try {
    pane = document.querySelector(selector);
  } catch {
    return false;
  }
  if (!pane?.classList.contains('tab-pane')) return false;
  for (const sibling of Array.from(pane.parentElement?.children ?? [])) {
    if (sibling === pane) continue;
    sibling.classList.remove('active', 'show');
    for (const trigger of triggersOf(sibling.id)) {
      trigger.classList.remove('active');
      trigger.setAttribute('aria-selected', 'false');
    }
  }
  pane.classList.add('active', 'show');
  for (const trigger of triggersOf(pane.id)) {
    trigger.classList.add('active');
    trigger.setAttribute('aria-selected', 'true');
  }
  return true;
}

/** Handles a click on a bootstrap toggle; false when the kind is not one of these. */
export function applyToggle(kind: string, target: string): boolean {
  if (kind === 'tab' || kind === 'pill') return activateTab(target);
  if (kind !== 'collapse') return false;
  let panels: Element[];
  try {
    panels = Array.from(document.querySelectorAll(target));
  } catch {
    return false;
  }
  for (const panel of panels) showCollapse(panel, !panel.classList.contains('show'));
  return panels.length > 0;
}
