import { existsSync, readFileSync } from 'node:fs';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { FULL_MATRIX_DIR, now, timezoneId } from './settings';
import { readStories, type Shot, type Story, shotsOf, type ViewportName } from './stories';

/**
 * One test per story: the story alone in Storybook's iframe, its `play` function done, its
 * fonts and images loaded, and each of its pictures (see ./stories.ts for which) compared
 * with its baseline, __screenshots__/<story id>/<viewport>-<language>-<brand>.png. A picture
 * is named by what the story really rendered: a story that pins its language, brand or
 * viewport has one picture where others have several. The full matrix's pictures beyond the
 * CI set's live under full/, on the machine that took them.
 */

/** Taller pages are cut here: a long results page is still whole, an endless one is not. */
const MAX_HEIGHT = 4000;

/** Storybook's own parts of the iframe (loaders, error panel, docs), never in a picture. */
const HIDE_STORYBOOK = `
  .sb-preparing-story, .sb-preparing-docs, .sb-loader, .sb-nopreview, .sb-errordisplay,
  #storybook-docs { display: none !important; }
`;

interface Size {
  width: number;
  height: number;
}

/** What the spec reads of Storybook's preview (`window.__STORYBOOK_PREVIEW__`). */
interface PreviewHandle {
  currentRender?: {
    id: string;
    phase?: string;
    story?: { storyGlobals: Record<string, unknown> };
  };
  storyStoreValue?: {
    userGlobals: { get(): Record<string, unknown>; initialGlobals: Record<string, unknown> };
    projectAnnotations: {
      parameters?: {
        viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
      };
    };
  };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: PreviewHandle;
  }
}

/** One picture: where and in which language and brand the story is shown. */
interface Picture {
  viewport: string;
  locale: string;
  brand: string;
}

/** The globals a story sets for itself, which the URL's cannot change. */
type Pins = Partial<Picture>;

interface Storybook {
  page: Page;
  /** The preview's viewports (phone 375, tablet 768, desktop 1280) by name. */
  viewports: Record<string, Size>;
  /** The toolbar's defaults (language zh, brand demo). */
  initial: { locale: string; brand: string };
}

/**
 * Storybook pauses CSS animations at their last frame for a test runner, which it knows by
 * this word in the user agent, instead of waiting for them to end.
 */
async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return `${userAgent} StorybookTestRunner`;
}

function storyUrl(id: string, globals: Partial<Record<'locale' | 'brand', string>>): string {
  // The accessibility checks run in `pnpm test:stories`; here they would only cost time.
  const pairs = ['a11y.manual:!true'];
  for (const [key, value] of Object.entries(globals)) if (value) pairs.push(`${key}:${value}`);
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${pairs.join(';')}`;
}

/** One page per worker, reused story after story; each story gets a fresh load of the iframe. */
const test = base.extend<object, { storybook: Storybook }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        userAgent: await testRunnerUserAgent(browser),
        timezoneId,
        locale: 'zh-CN',
        colorScheme: 'light',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(now);
      const [first] = readStories();
      if (!first) throw new Error('the Storybook has no stories');
      await page.goto(storyUrl(first.id, {}));
      await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue));
      const { viewports, initial } = await page.evaluate(() => {
        const store = window.__STORYBOOK_PREVIEW__?.storyStoreValue;
        const options = store?.projectAnnotations.parameters?.viewport?.options ?? {};
        const px = (value: string | undefined) => Number.parseInt(value ?? '', 10);
        return {
          viewports: Object.fromEntries(
            Object.entries(options).map(([name, { styles }]) => [
              name,
              { width: px(styles?.width), height: px(styles?.height) },
            ]),
          ),
          initial: {
            locale: String(store?.userGlobals.initialGlobals.locale),
            brand: String(store?.userGlobals.initialGlobals.brand),
          },
        };
      });
      for (const name of ['phone', 'desktop'] satisfies ViewportName[]) {
        const size = viewports[name];
        if (!size || !(size.width > 0 && size.height > 0)) {
          throw new Error(`the Storybook preview has no "${name}" viewport with a size in px`);
        }
      }
      await use({ page, viewports, initial });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens the story at a viewport and with the globals asked for, and waits until it has
 * rendered and its `play` function has run. Returns what the story pins for itself.
 */
async function open(
  { page, viewports }: Storybook,
  story: Story,
  request: { viewport: string; locale?: string; brand?: string },
): Promise<{ rendered: Picture; pins: Pins }> {
  const size = viewports[request.viewport];
  if (!size) throw new Error(`the Storybook preview has no "${request.viewport}" viewport`);
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) {
    await page.setViewportSize(size);
  }
  // Nothing a previous story stored may leak into this one.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto(storyUrl(story.id, { locale: request.locale, brand: request.brand }));
  await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      const done = render?.id === id && render.phase === 'finished';
      // A story that cannot load (a missing story, a module that throws) never finishes.
      return done || document.body.classList.contains('sb-show-errordisplay');
    },
    story.id,
    { timeout: 20_000 },
  );
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? [
          document.getElementById('error-message')?.textContent,
          document.getElementById('error-stack')?.textContent,
        ]
          .filter(Boolean)
          .join('\n')
      : undefined,
  );
  if (failure !== undefined) throw new Error(`the story failed to render:\n${failure}`);
  const { own, globals } = await page.evaluate(() => {
    const preview = window.__STORYBOOK_PREVIEW__;
    const own = preview?.currentRender?.story?.storyGlobals ?? {};
    const globals = { ...preview?.storyStoreValue?.userGlobals.get(), ...own };
    return {
      own: {
        locale: own.locale,
        brand: own.brand,
        viewport: (own.viewport as { value?: unknown } | undefined)?.value,
      },
      globals: { locale: globals.locale, brand: globals.brand },
    };
  });
  const pins: Pins = {};
  if (typeof own.locale === 'string') pins.locale = own.locale;
  if (typeof own.brand === 'string') pins.brand = own.brand;
  if (typeof own.viewport === 'string') pins.viewport = own.viewport;
  return {
    rendered: {
      viewport: request.viewport,
      locale: String(globals.locale),
      brand: String(globals.brand),
    },
    pins,
  };
}

/** Waits for web fonts and every image, lazy ones included (the picture is the whole page). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const images = [...document.images];
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      // A broken image cannot be decoded; the others still are.
      await Promise.allSettled(images.map((image) => image.decode()));
      await document.fonts.ready;
      // A failed image may have swapped in its fallback: go round until nothing is loading.
      await new Promise(requestAnimationFrame);
      if ([...document.images].every((image) => image.complete)) return;
    }
  });
}

/**
 * The page's picture once two in a row are the same, so a story still moving is not taken
 * mid-way; one identical to its baseline is steady at once. A story that never holds still
 * is compared as it last looked, and reported.
 */
async function steadyScreenshot(page: Page, name: string[]): Promise<Buffer> {
  const info = test.info();
  const baselinePath = info.snapshotPath(...name);
  const baseline =
    info.config.updateSnapshots !== 'all' && existsSync(baselinePath)
      ? readFileSync(baselinePath)
      : undefined;
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no viewport');
  const height = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
  const shoot = () =>
    page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width: size.width, height: Math.min(height, MAX_HEIGHT) },
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: HIDE_STORYBOOK,
    });
  let previous = await shoot();
  if (baseline?.equals(previous)) return previous;
  // Two steady pictures that differ from the baseline may still give way to it: a page whose
  // parts watch the viewport (the hotel page's "See rooms" bar hides while the rooms are in
  // view) sees it grow for each full-page shot and shrink after, and takes a shot in either
  // state. The baseline is looked for in every shot; the steady one stands otherwise.
  let steady: Buffer | undefined;
  for (const wait of [0, 100, 250, 500]) {
    await page.waitForTimeout(wait);
    const next = await shoot();
    if (baseline?.equals(next)) return next;
    if (!steady && next.equals(previous)) {
      if (!baseline) return next;
      steady = next;
    }
    previous = next;
  }
  // On a loaded machine such a part can lose that race in every shot. Last, the page is given
  // its whole height as its viewport, so the shot's own resize changes nothing, and time to
  // react: the part's observer, then React's render of what it saw, can take longer than a
  // frame or two under load, so the page is looked at again for up to two seconds. Only a
  // picture equal to the baseline is taken from this.
  if (baseline) {
    await page.setViewportSize({ width: size.width, height: Math.min(height, MAX_HEIGHT) });
    try {
      for (const wait of [100, 250, 500, 1000]) {
        await page.evaluate(
          (ms) =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms))),
            ),
          wait,
        );
        const whole = await shoot();
        if (baseline.equals(whole)) return whole;
      }
    } finally {
      await page.setViewportSize(size);
    }
  }
  if (steady) return steady;
  info.annotations.push({ type: 'unsteady', description: name.join('/') });
  return previous;
}

/** The picture a requested shot comes out as, given what the story pins. */
function pictureOf(shot: Shot, pins: Pins, initial: Storybook['initial']): Picture {
  return {
    viewport: pins.viewport ?? shot.viewport,
    locale: pins.locale ?? shot.locale ?? initial.locale,
    brand: pins.brand ?? shot.brand ?? initial.brand,
  };
}

const fileOf = (picture: Picture) => `${picture.viewport}-${picture.locale}-${picture.brand}.png`;

for (const story of readStories()) {
  test(`${story.title} › ${story.name}`, async ({ storybook }) => {
    const shots = shotsOf(story);
    const [first] = shots;
    if (!first) throw new Error(`no pictures are asked of ${story.id}`);
    // The first load tells what the story pins; the pictures follow from it.
    let { rendered, pins } = await open(storybook, story, first);
    const picturesOf = (asked: Shot[]) =>
      new Map(
        asked.map((shot) => pictureOf(shot, pins, storybook.initial)).map((p) => [fileOf(p), p]),
      );
    const pictures = picturesOf(shots);
    const committed = picturesOf(shotsOf(story, false));
    test.setTimeout(15_000 + 20_000 * pictures.size);
    for (const [file, picture] of pictures) {
      if (fileOf(rendered) !== file) ({ rendered } = await open(storybook, story, picture));
      expect(fileOf(rendered), 'the story rendered in the language and brand asked for').toBe(file);
      await settle(storybook.page);
      const name = committed.has(file) ? [story.id, file] : [FULL_MATRIX_DIR, story.id, file];
      test.info().annotations.push({ type: 'baseline', description: name.join('/') });
      expect.soft(await steadyScreenshot(storybook.page, name)).toMatchSnapshot(name);
    }
  });
}
