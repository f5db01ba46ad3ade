import { QUANTITY_DEFAULT_MIN, QUANTITY_DEFAULT_STEP } from './catalog';

/** A quantity input's bounds; max 0 means no maximum. */
export interface QuantityRules {
  min?: number;
  max?: number;
  step?: number;
}

/** Non-numeric input becomes 0 (001 section 5). */
export function parseQuantity(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'));
  return Number.isFinite(value) && String(raw).trim() !== '' ? value : 0;
}

/**
 * Applies the quantity input's rules: below min raised to min; above max (when set) cut to max;
 * with a step above 1, snapped to a multiple: up when the value increased, otherwise down.
 */
export function normalizeQuantity(
  raw: string | number,
  previous: number,
  rules: QuantityRules = {},
): number {
  const min = rules.min ?? QUANTITY_DEFAULT_MIN;
  const max = rules.max ?? 0;
  const step = rules.step ?? QUANTITY_DEFAULT_STEP;
  let value = parseQuantity(raw);
  if (step > 1) {
    value = value > previous ? Math.ceil(value / step) * step : Math.floor(value / step) * step;
  }
  if (value < min) value = min;
  if (max > 0 && value > max) value = max;
  return value;
}

/** The decrement button: one step down, stopping at 0 when disabling is enabled, else at min. */
export function decrementQuantity(
  current: number,
  rules: QuantityRules = {},
  stopAtZero = false,
): number {
  const step = rules.step ?? QUANTITY_DEFAULT_STEP;
  const floor = stopAtZero ? 0 : (rules.min ?? QUANTITY_DEFAULT_MIN);
  return Math.max(floor, current - step);
}

/** A quantity change refreshes the variations only for a number within min and max (0 = none). */
export function shouldRefreshVariations(raw: string | number, rules: QuantityRules = {}): boolean {
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (String(raw).trim() === '' || !Number.isFinite(value)) return false;
  const min = rules.min ?? QUANTITY_DEFAULT_MIN;
  const max = rules.max ?? 0;
  return value >= min && (max === 0 || value <= max);
}

/** Add-to-cart quantity: 1 when it is not a number. */
export function addToCartQuantity(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return String(raw).trim() === '' || !Number.isFinite(value) ? 1 : value;
}

/**
 * Which rule a quantity breaks, or null: the values the input can produce are the multiples of
 * the step between min and max, plus min and max themselves (where clamping lands). The server
 * checks an add to cart with it.
 */
export function quantityRuleBroken(
  value: number,
  rules: QuantityRules = {},
): 'min' | 'max' | 'step' | null {
  const min = rules.min ?? QUANTITY_DEFAULT_MIN;
  const max = rules.max ?? 0;
  const step = rules.step ?? QUANTITY_DEFAULT_STEP;
  if (!Number.isInteger(value) || value < min) return 'min';
  if (max > 0 && value > max) return 'max';
  if (step > 1 && value % step !== 0 && value !== min && value !== max) return 'step';
  return null;
}
