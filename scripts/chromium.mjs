// The one Chromium every browser tool of the repository runs: the machine's own (Debian's
// `chromium`, or CHROMIUM_PATH), never a downloaded one, with the flags that keep it quiet
// and working as root in a container.

/** The browser binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers run as root), no GPU, and nothing that phones home or updates. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `launchOptions` / `chromium.launch()` options for that browser. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
