import { describe, expect, it } from '@jest/globals';
import { mapsAccess } from '@features/maps/access';

describe('mapsAccess (whether the Maps JS API may load)', () => {
  const allowedConsent = { consentKnown: true, marketing: true };

  it('waits for the key (M5) before anything else', () => {
    expect(mapsAccess({ key: undefined, ...allowedConsent })).toEqual({ state: 'loading' });
  });

  it('says the map is unavailable without a key, or when M5 failed, whatever the consent', () => {
    expect(mapsAccess({ key: '', ...allowedConsent })).toEqual({ state: 'noKey' });
    expect(mapsAccess({ key: '   ', consentKnown: false, marketing: false })).toEqual({
      state: 'noKey',
    });
    expect(mapsAccess({ key: null, ...allowedConsent })).toEqual({ state: 'noKey' });
  });

  it('waits for the consent cookie to be read, then needs marketing consent', () => {
    expect(mapsAccess({ key: 'k', consentKnown: false, marketing: false })).toEqual({
      state: 'loading',
    });
    expect(mapsAccess({ key: 'k', consentKnown: true, marketing: false })).toEqual({
      state: 'noConsent',
    });
  });

  it('allows loading with the trimmed key once both are there', () => {
    expect(mapsAccess({ key: ' abc ', ...allowedConsent })).toEqual({
      state: 'allowed',
      key: 'abc',
    });
  });
});
