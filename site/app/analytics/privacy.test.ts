import { describe, expect, it } from 'vitest';
import { type PrivacyNavigator, type PrivacyWindow, trackingAllowed } from './privacy.ts';

describe('trackingAllowed', () => {
  it.each<[string, PrivacyNavigator, PrivacyWindow, boolean]>([
    ['no signal', {}, {}, true],
    ['Do Not Track unset', { doNotTrack: null }, { doNotTrack: null }, true],
    ['Do Not Track "0"', { doNotTrack: '0' }, {}, true],
    ['navigator.doNotTrack "1"', { doNotTrack: '1' }, {}, false],
    ['navigator.doNotTrack "yes" (old Firefox)', { doNotTrack: 'yes' }, {}, false],
    ['window.doNotTrack "1" (Safari)', {}, { doNotTrack: '1' }, false],
    ['navigator.msDoNotTrack "1" (old Edge)', { msDoNotTrack: '1' }, {}, false],
    ['Global Privacy Control', { globalPrivacyControl: true }, {}, false],
    ['Global Privacy Control off', { globalPrivacyControl: false }, {}, true],
  ])('%s → %s', (_label, nav, win, allowed) => {
    expect(trackingAllowed(nav, win)).toBe(allowed);
  });

  it('is false with no navigator, as while prerendering', () => {
    expect(trackingAllowed(undefined, {})).toBe(false);
  });
});
