import { describe, expect, it, jest } from '@jest/globals';
import { createSuggestionCache } from '../../../server/services/catalog/suggestionCache';

/** A cache over a clock and a catalog marker the test moves by hand. */
function setup(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const marker = { value: 'seed-1' as string | null };
  const readMarker = jest.fn(async () => marker.value);
  const cache = createSuggestionCache<string>({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs ?? 1000,
    markerCheckMs: 100,
    readMarker,
    now: () => clock.now,
  });
  let loads = 0;
  const load = (answer: string) =>
    jest.fn(async () => {
      loads += 1;
      return answer;
    });
  return { cache, clock, marker, readMarker, load, loads: () => loads };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('C7 suggestion cache', () => {
  it('answers a key again without loading it, until its time is up', async () => {
    const { cache, clock, load, loads } = setup({ ttlMs: 1000 });
    expect(await cache.get('robe', load('a'))).toBe('a');
    clock.now = 999;
    expect(await cache.get('robe', load('b'))).toBe('a');
    clock.now = 1000;
    expect(await cache.get('robe', load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('shares one load between requests that arrive together', async () => {
    const { cache } = setup();
    let release: (v: string) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string>((r) => (release = r)));
    const answers = Promise.all([cache.get('pull', slow), cache.get('pull', slow)]);
    release('x');
    expect(await answers).toEqual(['x', 'x']);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const { cache, load } = setup();
    const failing = jest.fn(async (): Promise<string> => {
      throw new Error('database down');
    });
    await expect(cache.get('lin', failing)).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.get('lin', load('ok'))).toBe('ok');
  });

  it('drops the least recently used key beyond its size', async () => {
    const { cache, load } = setup({ maxEntries: 2 });
    await cache.get('a', load('1'));
    await cache.get('b', load('2'));
    await cache.get('a', load('never'));
    await cache.get('c', load('3'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load('again'))).toBe('1');
    expect(await cache.get('b', load('reloaded'))).toBe('reloaded');
  });

  it('is emptied when the catalog marker changes, read at most once per interval', async () => {
    const { cache, clock, marker, readMarker, load } = setup({ ttlMs: 60_000 });
    await cache.get('robe', load('old'));
    await settle();
    clock.now = 50;
    await cache.get('robe', load('unused'));
    expect(readMarker).toHaveBeenCalledTimes(1);
    marker.value = 'seed-2';
    clock.now = 100;
    // The read runs beside the answer: this one still comes from the old entries.
    expect(await cache.get('robe', load('unused'))).toBe('old');
    await settle();
    expect(readMarker).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    expect(await cache.get('robe', load('new'))).toBe('new');
  });
});
