import type { PlaceLike } from './place';

/**
 * Google's geocoder as a promise of results. 001 §8: a status other than OK (or no result) is
 * logged as a warning and rejects; the caller shows its own translated message.
 */
export async function geocode(request: google.maps.GeocoderRequest): Promise<PlaceLike[]> {
  let results: google.maps.GeocoderResult[];
  try {
    ({ results } = await new google.maps.Geocoder().geocode(request));
  } catch (error: unknown) {
    const status = (error as { code?: string }).code ?? String(error);
    console.warn(`Geocode was not successful: ${status}`);
    throw error instanceof Error ? error : new Error(status);
  }
  if (results.length === 0) {
    console.warn('Geocode was not successful: ZERO_RESULTS');
    throw new Error('ZERO_RESULTS');
  }
  return results;
}
