import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';

/** M5's setting key, as the spec names it. */
export const MAPS_KEY_SETTING = 'GoogleFrontAPIKey';

/**
 * The maps service's browser key: the settings row (staff can set it without a restart), else
 * GOOGLE_MAPS_API_KEY, else '' (the modal then lists the points without a map).
 */
export async function mapsKey(db: Queries, configured: string): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, MAPS_KEY_SETTING));
  return row?.value || configured;
}
