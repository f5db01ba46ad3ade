import { jest } from '@jest/globals';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';

export const COOKIE = 'VitrinePopups';
export const NOW = new Date('2026-12-01T10:00:00.000Z');

/** A store with the French strings, loaded before the clock is frozen. */
export async function frenchStore() {
  mockServer(() => json(404, {}));
  const store = setupStore();
  await loadFrench(store);
  return store;
}

export function clearPopupCookie(): void {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/`;
}

/** What the record cookie holds now, decoded. */
export function popupCookie(): unknown {
  const raw = document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return raw === undefined ? undefined : JSON.parse(decodeURIComponent(raw));
}

/** Every string written to document.cookie while the spy is on. */
export function spyCookieWrites() {
  return jest.spyOn(document, 'cookie', 'set');
}
