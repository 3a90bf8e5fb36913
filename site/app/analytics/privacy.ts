/** The privacy signals, as the browsers that have them expose them. */
export interface PrivacyNavigator {
  doNotTrack?: string | null;
  /** Old Edge and Internet Explorer. */
  msDoNotTrack?: string | null;
  /** Global Privacy Control, a legal opt-out in some jurisdictions. */
  globalPrivacyControl?: boolean;
}

export interface PrivacyWindow {
  /** Safari and old Internet Explorer put Do Not Track here. */
  doNotTrack?: string | null;
}

/** Firefox before version 32 said `yes`. */
const doNotTrackValues = new Set(['1', 'yes']);

/**
 * False when the reader has asked not to be tracked, by Do Not Track or by Global Privacy
 * Control; also false with no navigator at all (prerendering), where there is no one to track.
 */
export function trackingAllowed(
  // No defaults from globalThis: Node has a navigator too (since 21), so "no navigator" must be
  // said by the caller, whose environment knows whether a reader is there.
  nav: PrivacyNavigator | undefined,
  win: PrivacyWindow | undefined,
): boolean {
  if (!nav) return false;
  if (nav.globalPrivacyControl === true) return false;
  return ![nav.doNotTrack, win?.doNotTrack, nav.msDoNotTrack].some(
    (value) => typeof value === 'string' && doNotTrackValues.has(value),
  );
}
