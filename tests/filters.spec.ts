import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, locales, test, urls, waitingForHydration } from './fixtures';
import { amount, futureStay } from './stays';

/**
 * The results' filters: answered by the gateway (counts beside each choice), kept in the URL
 * (a reload shows the same), cleared in one action. Athens: its hotels have varied tags.
 */

/** "12 hotels" -> 12. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 'NaN');
}

/** The panel, opened on phones (it waits behind its disclosure there). */
async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('result-filters');
  const summary = panel.locator('summary');
  if (await summary.isVisible()) {
    if ((await panel.getAttribute('open')) === null) await summary.click();
  }
  return panel.getByRole('form', { name: 'Filters' });
}

/** The names of the cards of the list, in order. */
function cardNames(page: Page) {
  return page
    .getByTestId('results')
    .getByTestId('hotel-card')
    .getByRole('heading')
    .allTextContents();
}

test.describe('results filters', () => {
  test.use({ locale: locales.en });
  // Several searches and reloads each.
  test.describe.configure({ timeout: 90_000 });

  test('a filter narrows results and survives a reload', async ({ page }, info) => {
    const stay = futureStay(info, 'en');
    await page.goto(
      `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
    );
    await expect(page.getByRole('heading', { name: 'Hotels in Athens' })).toBeVisible();
    const all = await total(page);
    expect(all).toBeGreaterThan(1);
    const everyHotel = await cardNames(page);

    // A hotel tag that some but not all hotels have.
    let form = await openPanel(page);
    const tags = form.getByRole('group', { name: 'Hotel features' }).getByRole('checkbox');
    const labels = await tags.evaluateAll((boxes) =>
      boxes.map((box) => box.closest('label')?.textContent ?? ''),
    );
    const choice = labels
      .map((label) => /^(.*) \((\d+)\)$/.exec(label.trim()))
      .find((match) => match && Number(match[2]) > 0 && Number(match[2]) < all);
    expect(choice, `a tag some hotels of Athens have: ${labels.join(', ')}`).toBeTruthy();
    const [, tagName = '', countText = '0'] = choice ?? [];
    const tagCount = Number(countText);

    await form.getByRole('checkbox', { name: `${tagName} (${tagCount})` }).check();
    await expect(page).toHaveURL(/[?&]tags=[a-z]+/);
    await expect(page.getByTestId('result-count')).toHaveText(
      tagCount === 1 ? '1 hotel' : `${tagCount} hotels`,
    );
    const cards = page.getByTestId('results').getByTestId('hotel-card');
    await expect(cards).toHaveCount(Math.min(tagCount, everyHotel.length));
    for (const card of await cards.all()) {
      await expect(card.getByRole('listitem').filter({ hasText: tagName })).toHaveCount(1);
    }
    const filtered = await cardNames(page);
    const url = page.url();
    await expectAccessible(page, 'results with a filter, its panel open');

    // A reload: the same filter checked, the same hotels.
    await page.reload();
    expect(page.url()).toBe(url);
    form = await openPanel(page);
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${tagName} `) })).toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(filtered);

    // "Clear all": one action, the whole list again.
    await form.getByRole('link', { name: 'Clear all (1)' }).click();
    await expect(page.getByTestId('result-count')).toHaveText(`${all} hotels`);
    await expect(page).not.toHaveURL(/tags=/);
    await expect.poll(() => cardNames(page)).toEqual(everyHotel);

    // The lowest score narrows too: every card at least 4.5.
    form = await openPanel(page);
    await form.getByRole('radio', { name: '4.5+' }).check();
    await expect(page).toHaveURL(/score_from=4\.5/);
    // The cards follow the address once the new answer is in: the lowest badge shown.
    const lowestScore = async () =>
      Math.min(
        ...(
          await page
            .getByTestId('results')
            .locator('[data-score-label] [aria-hidden="true"]')
            .allTextContents()
        ).map(Number),
      );
    await expect.poll(lowestScore).toBeGreaterThanOrEqual(4.5);
    expect(await total(page)).toBeLessThanOrEqual(all);

    // And the price for the stay: at most the cheapest card's total leaves fewer hotels.
    await form.getByRole('link', { name: /^Clear all/ }).click();
    await expect(page.getByTestId('result-count')).toHaveText(`${all} hotels`);
    const prices = (await page.getByTestId('stay-total').allTextContents()).map(amount);
    const cheapest = Math.ceil(Math.min(...prices));
    form = await openPanel(page);
    const to = form.getByRole('spinbutton', { name: 'To' });
    await to.fill(String(cheapest));
    await to.press('Enter');
    await expect(page).toHaveURL(new RegExp(`price_to=${cheapest}`));
    await expect.poll(() => total(page)).toBeLessThan(all);
    for (const price of (await page.getByTestId('stay-total').allTextContents()).map(amount)) {
      expect(price).toBeLessThanOrEqual(cheapest);
    }
  });

  test('without JavaScript the panel is a form the server reads', async ({ browser }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: locales.en });
    const page = await context.newPage();
    const stay = futureStay(info, 'en');
    await page.goto(
      `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&sort=score`,
    );
    const form = await openPanel(page);
    await form.getByRole('radio', { name: '4+' }).check();
    await form.getByRole('button', { name: 'Apply' }).click();
    // The server spells the URL as the panel would have: no empty fields, the order kept last.
    await expect(page).toHaveURL(/[?&]score_from=4&sort=score$/);
    await expect(page).not.toHaveURL(/price_from|q=/);
    await expect((await openPanel(page)).getByRole('radio', { name: '4+' })).toBeChecked();
    await context.close();
  });

  test('in Chinese, an empty filter says so and clears in one action', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ locale: locales.zh });
    const page = waitingForHydration(await context.newPage());
    const stay = futureStay(info, 'zh');
    await page.goto(
      `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&q=zzzz-no-such-hotel`,
    );
    const notice = page.getByTestId('no-filter-results');
    await expect(notice.getByRole('heading', { name: '没有符合筛选条件的酒店' })).toBeVisible();
    await expectAccessible(page, 'results a filter empties, in Chinese');
    await notice.getByRole('link', { name: '全部清除（1）' }).click();
    await expect(page).not.toHaveURL(/q=/, { timeout: 30_000 });
    await expect(page.getByTestId('results').getByTestId('hotel-card').first()).toBeVisible();
    await context.close();
  });
});
