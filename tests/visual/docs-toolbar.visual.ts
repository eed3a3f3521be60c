import { expect, type FrameLocator, type Page, test } from '@playwright/test';

/**
 * A docs page follows the toolbar as a story's own page does: its stories are drawn in
 * frames of their own (`docs.story.inline: false`), which hear the language and the brand
 * the docs frame was given, at load and when the toolbar changes. Stories that pin a
 * language keep it.
 */

const DOCS = '/?path=/docs/catalogue-searchbox--docs';

// Not a picture: a check of a page that loads a frame per story (about twenty), which on a
// loaded machine once left a frame unloaded past every wait. One more try before it fails.
test.describe.configure({ retries: 1 });

/** The frame a docs page draws one of its stories in (the first, where it is drawn twice). */
function storyFrame(page: Page, storyId: string): FrameLocator {
  return page
    .frameLocator('#storybook-preview-iframe')
    .frameLocator(`iframe[src$="id=${storyId}"]`)
    .first();
}

test('the SearchBox docs page draws its stories in the toolbar language, and again when it changes', async ({
  page,
}) => {
  // The docs page draws a frame per story; beside the screenshots of the other worker its
  // first load is slow.
  test.setTimeout(300_000);
  await page.goto(`${DOCS}&globals=locale:en`);
  const defaults = storyFrame(page, 'catalogue-searchbox--defaults');
  await defaults.owner().scrollIntoViewIfNeeded();
  await expect(defaults.getByRole('button', { name: 'Find Hotels' })).toBeVisible({
    timeout: 120_000,
  });

  // The toolbar's language menu, as a designer uses it.
  await page.getByRole('button', { name: /^Language of the components/ }).click();
  await page.getByRole('option', { name: /中文/ }).click();
  await expect(defaults.getByRole('button', { name: '查找酒店' })).toBeVisible({ timeout: 60_000 });
  // A story that pins English keeps it. Storybook loads docs frames lazily: this one in view.
  const empty = storyFrame(page, 'catalogue-searchbox--empty');
  await empty.owner().scrollIntoViewIfNeeded();
  await expect(empty.getByRole('button', { name: 'Find Hotels' })).toBeVisible({
    timeout: 60_000,
  });
});
