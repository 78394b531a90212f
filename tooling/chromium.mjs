// Every browser tool (Playwright, the Storybook test-runner, Lighthouse) launches Debian's Chromium with
// these flags: no tool may download a browser of its own, and this machine's network is closed.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
