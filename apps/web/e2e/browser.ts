import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The Chromium to drive: CHROMIUM_PATH, else the Debian package's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found for the browser tests: run `apt-get install -y chromium` or set CHROMIUM_PATH (.ci/run installs it).');
  }
  return found;
}

/** Headless Chromium with the flags this network-less machine needs (no background calls home). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
