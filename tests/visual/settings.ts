import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the visual run reads from its environment and where it keeps its files, in one place
 * for the config, the spec and `scripts/visual.ts` (which sets the variables from its flags).
 */

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The built Storybook the stories are served from (`pnpm build-storybook` writes it). */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: the visual run's own setting, never a turbo task
export const storybookDir = resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');

/** The static server's port; `E2E_PORT_OFFSET` moves it as it moves the journeys' ports. */
export const port = 6106 + Number(process.env.E2E_PORT_OFFSET ?? 0);
export const baseUrl = `http://127.0.0.1:${port}`;

/** `VISUAL_FULL=1`: every story in both languages, both brands, on a phone and a desktop. */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: the visual run's own setting, never a turbo task
export const fullMatrix = process.env.VISUAL_FULL === '1';

/**
 * The browser's clock, fixed so "today" (date pickers, the footer's year, countdowns) is the
 * same on every run: the stories' own "today", 10 June 2030. `VISUAL_NOW` moves it, which
 * finds the stories whose pictures depend on the date.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: the visual run's own setting, never a turbo task
export const now = new Date(process.env.VISUAL_NOW ?? '2030-06-10T10:00:00+08:00');
export const timezoneId = 'Asia/Shanghai';

/**
 * The baselines: <story id>/<viewport>-<language>-<brand>.png, committed. The full matrix's
 * other pictures go under FULL_MATRIX_DIR, kept on the machine that took them, not in git.
 */
export const baselinesDir = join(root, 'tests/visual/__screenshots__');
export const FULL_MATRIX_DIR = 'full';

/** The run's report (the tests note each baseline they compared with) and its failures. */
export const reportFile = join(root, 'reports/visual.json');
export const resultsDir = join(root, 'reports/visual-results');
