import fs from 'node:fs';

/** Where this machine's Chromium may be, in the order they are tried. */
export const chromiumCandidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter((p): p is string => Boolean(p));

export const chromiumInstallHint =
  'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
  'or point CHROME_PATH at a Chromium or Chrome binary. Browser downloads are not used.';

/** The Chromium binary the tests drive; never a downloaded browser build. */
export function findChromium(): string {
  const found = chromiumCandidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(chromiumInstallHint);
  return found;
}

/**
 * Flags for headless Chromium here: the machine has no network beyond localhost, so Chromium's
 * own background traffic is switched off, where it would only slow and flake the runs.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
