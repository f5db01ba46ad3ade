import type { LatLng } from './types';

/** The browser cannot tell where the shopper is (001 §8 "Geolocation unsupported"). */
export class GeolocationUnsupportedError extends Error {
  constructor() {
    super('Geolocation is not supported by this browser.');
    this.name = 'GeolocationUnsupportedError';
  }
}

/** The shopper's position; without navigator.geolocation a warning is logged and it rejects. */
export function currentPosition(
  source: { geolocation?: Geolocation } = globalThis.navigator ?? {},
): Promise<LatLng> {
  const { geolocation } = source;
  if (!geolocation) {
    const error = new GeolocationUnsupportedError();
    console.warn(error.message);
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.message || `Geolocation error ${error.code}`)),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
