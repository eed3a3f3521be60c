import type { Locator, Page } from '@playwright/test';
import { expect, locales, test, urls } from './fixtures';
import { createMember } from './stays';

/**
 * The booking journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape and typing into fields; no clicks): destination and dates, search, a hotel, a
 * room, signing in, a new guest, booking, up to the gateway's sandbox checkout. At each
 * step the focused control must show it has focus. Desktop only (playwright.config.ts).
 */

const w = {
  findHotels: 'Find Hotels',
  athens: 'Athens',
  checkIn: 'Check-in',
  reserve: 'Reserve',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  continue: 'Continue',
  chooseGuests: 'Choose guests',
  addGuest: 'Add a guest',
  save: 'Save',
  confirm: 'Confirm',
  contactPhone: 'Contact phone',
  bookNow: 'Book now',
  nights: '2 nights',
};

/** Whether `target` is the focused element. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Only the
 * keyboard moves focus; the locator just says where to stop.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} presses of Tab did not reach ${target}; focus is on ${focused}`);
}

/**
 * The focused element draws a focus indicator: an outline or a box-shadow ring, on itself or
 * on a pseudo-element (a card's stretched link rings the whole card from its `::after`).
 */
async function expectFocusVisible(page: Page, step: string) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const drawn = (pseudo?: string) => {
      const css = getComputedStyle(element, pseudo);
      if (pseudo && (css.content === 'none' || css.content === 'normal')) return false;
      const outline = css.outlineStyle !== 'none' && Number.parseFloat(css.outlineWidth) > 0;
      return outline || css.boxShadow !== 'none';
    };
    return {
      element: element.outerHTML.slice(0, 160),
      ring: drawn() || drawn('::after') || drawn('::before'),
      focusVisible: element.matches(':focus-visible'),
    };
  });
  expect(style, `${step}: something has focus`).not.toBeNull();
  expect(
    Boolean(style?.focusVisible && style.ring),
    `${step}: the focused control shows its focus (${style?.element})`,
  ).toBe(true);
}

test.describe('keyboard only', () => {
  test.use({ locale: locales.en });

  test('from home to the sandbox checkout without a mouse', async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await createMember(request, 'keyboard');

    await page.goto(`${urls.booking}/`);
    const search = page.getByRole('search').first();

    // Destination: open the picker with ArrowDown, move into it with Tab, pick Athens.
    const destination = search.getByRole('combobox');
    await tabTo(page, destination);
    await expectFocusVisible(page, 'destination');
    await page.keyboard.press('ArrowDown');
    await expect(destination).toHaveAttribute('aria-expanded', 'true');
    const athens = search.getByRole('button', { name: w.athens, exact: true });
    await tabTo(page, athens, { max: 40 });
    await expectFocusVisible(page, 'city in the destination picker');
    await page.keyboard.press('Enter');
    await expect(destination).toHaveAttribute('aria-expanded', 'false');
    await expect(destination).toHaveValue(w.athens);
    await expect(destination).toBeFocused();

    // Dates: the calendar takes focus; arrows move a day or a week, Enter picks.
    const checkIn = search.getByRole('button', { name: new RegExp(`^${w.checkIn}`) });
    await tabTo(page, checkIn);
    await expectFocusVisible(page, 'check-in');
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('.rdp-day_button:focus')).toBeFocused();
    await expectFocusVisible(page, 'day in the calendar');
    for (let week = 0; week < 5; week += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(search.getByText(w.nights).first()).toBeVisible();

    // Search.
    const find = search.getByRole('button', { name: w.findHotels });
    await tabTo(page, find);
    await expectFocusVisible(page, 'Find Hotels');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotel\/search\?.*city_id=\d+/);

    // The first hotel of the results.
    const hotel = page.getByTestId('results').getByTestId('hotel-card').first().getByRole('link');
    await expect(hotel).toBeVisible();
    await tabTo(page, hotel, { max: 120 });
    await expectFocusVisible(page, 'hotel in the results');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotel\/detail\?/);

    // A room: the first Reserve that leads on (sold-out ones are inert).
    const reserve = page
      .locator('a[href*="roomTypeId="]')
      .filter({ hasText: w.reserve })
      .filter({ visible: true })
      .first();
    await expect(reserve).toBeVisible();
    await tabTo(page, reserve, { max: 150 });
    await expectFocusVisible(page, 'Reserve');
    await page.keyboard.press('Enter');

    // Signing in: the booking step asks for it and comes back.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhotel%2Fbooking/);
    const form = page.getByRole('main').getByRole('form', { name: w.signIn });
    const email = form.getByRole('textbox', { name: w.email });
    await tabTo(page, email);
    await expectFocusVisible(page, 'e-mail on the sign-in form');
    await page.keyboard.type(member.email);
    await tabTo(page, form.getByLabel(w.password, { exact: true }), { max: 5 });
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotel\/booking\?/);

    // The booking review: Continue.
    const next = page
      .getByRole('button', { name: w.continue, exact: true })
      .filter({ visible: true })
      .first();
    await tabTo(page, next, { max: 80 });
    await expectFocusVisible(page, 'Continue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotel\/pay\?/);

    // A new guest through the guest list and the guest form.
    await tabTo(page, page.getByRole('button', { name: w.chooseGuests }));
    await expectFocusVisible(page, 'Choose guests');
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog');
    await expect(list).toBeVisible();
    await tabTo(page, list.getByRole('button', { name: w.addGuest }), { max: 20 });
    await expectFocusVisible(page, 'Add a guest');
    await page.keyboard.press('Enter');
    const guest = page.getByRole('dialog');
    await expect(guest.locator('input[name="last_name"]')).toBeVisible();

    const fill = async (field: Locator, keys: string) => {
      await tabTo(page, field, { max: 20 });
      await page.keyboard.type(keys);
    };
    await fill(guest.locator('input[name="last_name"]'), 'Keyes');
    await expectFocusVisible(page, 'last name in the guest form');
    await fill(guest.locator('input[name="first_name"]'), 'Alex');
    // A closed select picks the option its typed letters begin.
    await fill(guest.locator('select[name="gender"]'), 'Male');
    await expect(guest.locator('select[name="gender"]')).toHaveValue('1');
    await fill(guest.locator('input[name="birthday"]'), '05121990');
    await expect(guest.locator('input[name="birthday"]')).toHaveValue('1990-05-12');
    await fill(guest.locator('select[name="iso_country_coden"]'), 'Greece');
    await expect(guest.locator('select[name="iso_country_coden"]')).toHaveValue('GR');
    await fill(guest.locator('input[name="phone"]'), '6912345678');
    await fill(guest.locator('input[name="email"]'), 'keyes@example.com');
    await fill(guest.locator('select[name="id_type"]'), 'Passport');
    await expect(guest.locator('select[name="id_type"]')).toHaveValue('2');
    await fill(guest.locator('input[name="passport_no"]'), 'P1234567');
    await tabTo(page, guest.getByRole('button', { name: w.save, exact: true }), { max: 10 });
    await expectFocusVisible(page, 'Save in the guest form');
    await page.keyboard.press('Enter');

    // Back on the list with the new guest chosen: Confirm.
    const chosen = page.getByRole('dialog').getByRole('checkbox', { name: /Keyes/ });
    await expect(chosen).toBeChecked({ timeout: 15_000 });
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: w.confirm }), {
      max: 20,
    });
    await expectFocusVisible(page, 'Confirm on the guest list');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('chosen-guests')).toContainText('Keyes');

    // Contact phone, then both consents with Space, then Book now.
    const phone = page.getByLabel(w.contactPhone);
    await tabTo(page, phone, { max: 30 });
    if (!(await phone.inputValue())) await page.keyboard.type('6912345678');
    const prefix = page.locator('#book-form select[name="tel_prefix"]');
    if (!(await prefix.inputValue())) {
      await tabTo(page, prefix, { max: 3, back: true });
      await page.keyboard.type('+30');
    }
    for (const consent of await page.locator('#book-form input[type="checkbox"]').all()) {
      await tabTo(page, consent, { max: 30 });
      await expectFocusVisible(page, 'consent');
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
    }
    const book = page.getByTestId('book');
    await tabTo(page, book, { max: 40 });
    await expectFocusVisible(page, 'Book now');
    await page.keyboard.press('Enter');

    // The gateway's sandbox checkout.
    await expect(page).toHaveURL(new RegExp(`^${urls.gateway}/`), { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Pay / }), { max: 30 });
    await expectFocusVisible(page, 'Pay on the sandbox checkout');
  });
});
