import { partyFits } from '@bookdirect/gateway-sdk';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, locales, signInAs, test } from './fixtures';
import { amount, createMember, futureStay, gatewayGet, saveGuest } from './stays';

/**
 * Rooms and guests from the search box to the order: a family of four (2 adults, children of 5
 * and 9) asks for two rooms, sees only the room types that sleep them, books two rooms of one
 * type with two guests in each and pays the total of both; and the picker by keyboard.
 */

const FAMILY = { rooms: 2, adults: 2, children: [5, 9] };
/**
 * The family books two rooms of the first hotel that sleeps them, the one other journeys find
 * first too: its stays are months past theirs (30-80 days ahead), so no parallel booking
 * takes the rooms between the search and the order.
 */
const FAMILY_AHEAD = 200;
const FAMILY_QUERY = 'rooms=2&adults=2&children=5%2C9';

const words = {
  en: {
    guests: 'Guests',
    panel: 'Rooms and guests',
    editSearch: 'Change search',
    moreRooms: 'More rooms',
    fewerRooms: 'Fewer rooms',
    moreAdults: 'More adults',
    fewerAdults: 'Fewer adults',
    moreChildren: 'More children',
    age: (n: number) => `Age of child ${n}`,
    done: 'Done',
    update: 'Update search',
    defaultSummary: '2 adults · 1 room',
    familySummary: '2 adults · 2 children · 2 rooms',
    roomsOverAdults: 'Each room needs at least one adult',
    ageRequired: 'Choose the age of each child.',
    reserve: 'Reserve',
    twoRooms: '2 rooms',
    roomTotal: /Room total \(2 rooms × 2 nights\)/,
    continue: 'Continue',
    room: (n: number) => `Room ${n}`,
    chooseGuests: 'Choose guests',
    confirm: 'Confirm',
    guestEach: 'Choose at least one guest for each room.',
    privacy: /personal data under the privacy terms/,
    crossBorder: /cross-border provision/,
    bookNow: 'Book now',
    contactPhone: 'Contact phone',
    pay: /^Pay /,
    viewOrder: 'View the order',
    paid: 'Payment successful!',
  },
  zh: {
    guests: '入住人数',
    panel: '房间和入住人数',
    editSearch: '修改搜索',
    moreRooms: '增加房间',
    fewerRooms: '减少房间',
    moreAdults: '增加成人',
    fewerAdults: '减少成人',
    moreChildren: '增加儿童',
    age: (n: number) => `儿童${n}的年龄`,
    done: '完成',
    update: '更新搜索',
    defaultSummary: '2位成人 · 1间',
    familySummary: '2位成人 · 2名儿童 · 2间',
    roomsOverAdults: '每间客房至少需要一位成人',
    ageRequired: '请选择每位儿童的年龄。',
    reserve: '预订',
    twoRooms: '2间',
    roomTotal: /房费合计（2间 × 2晚）/,
    continue: '继续',
    room: (n: number) => `房间${n}`,
    chooseGuests: '选择入住人',
    confirm: '确定',
    guestEach: '请为每间房至少选择一位入住人。',
    privacy: /隐私条款收集/,
    crossBorder: /跨境/,
    bookNow: '立即预订',
    contactPhone: '联系电话',
    pay: /^支付 /,
    viewOrder: '查看订单',
    paid: '支付成功！',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

const visible = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

interface ApiHotel {
  hotel_id: number;
  city_id: number;
  city_en: string;
}

interface ApiRoomType {
  hotel_room_type_id: number;
  adult_nums: number;
  rest_nums: number;
  price: number | null;
  status: number;
}

/** A hotel the gateway says sleeps the family in two rooms for the stay, with its city. */
async function familyHotel(
  request: Parameters<typeof gatewayGet>[0],
  stay: { enterDate: number; days: number },
) {
  const { hotel_list } = await gatewayGet<{ hotel_list: ApiHotel[] }>(
    request,
    `/hotel/main/?start_day=${stay.enterDate}&days=${stay.days}&nums=30&${FAMILY_QUERY}`,
  );
  expect(hotel_list.length, 'a hotel sleeps the family').toBeGreaterThan(0);
  return hotel_list[0] as ApiHotel;
}

/** Opens the rooms-and-guests panel of the (first visible) search box. */
function picker(page: Page, w: Words) {
  const box = page.getByRole('search').filter({ visible: true }).first();
  return { box, button: box.getByRole('button', { name: new RegExp(`^${w.guests}`) }) };
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`rooms and guests (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('a family of four (2 adults, children of 5 and 9) books two rooms', async ({
      page,
      context,
      request,
      consoleErrors,
    }, info) => {
      test.setTimeout(180_000);
      const stay = futureStay(info, lang, { ahead: FAMILY_AHEAD, days: 2 });
      const hotel = await familyHotel(request, stay);
      const member = await createMember(request, `party-${lang}`);
      const names = ['Kid', 'Mum', 'Dad', 'Teen'].map((n) => `${n}${Date.now().toString(36)}`);
      for (const name of names) await saveGuest(request, member.token, name);
      await signInAs(context, request, member);

      // The results of the hotel's city for the stay, as an old link has them: 1 room, 2 adults.
      await page.goto(
        `/hotel/search?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&city_id=${hotel.city_id}&region_name=${encodeURIComponent(hotel.city_en)}`,
      );
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      // Phones show the stay on one line and the form on demand.
      const edit = page.getByRole('button', { name: w.editSearch, exact: true });
      if (await edit.isVisible()) await edit.click();
      const { box, button } = picker(page, w);
      await expect(button).toContainText(w.defaultSummary);
      await button.click();
      const panel = box.getByRole('group', { name: w.panel });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: w.moreRooms }).click();
      // Two rooms, two adults: a third room is refused, each room needs an adult.
      await panel.getByRole('button', { name: w.moreRooms }).click();
      await expect(panel.getByTestId('party-refusal')).toContainText(w.roomsOverAdults);
      await panel.getByRole('button', { name: w.moreChildren }).click();
      await panel.getByRole('button', { name: w.moreChildren }).click();
      // Done with an age unset asks for it.
      await panel.getByRole('button', { name: w.done }).click();
      await expect(panel.getByTestId('party-refusal')).toHaveText(w.ageRequired);
      await panel.getByLabel(w.age(1)).selectOption('5');
      await panel.getByLabel(w.age(2)).selectOption('9');
      await expectAccessible(page, 'the rooms-and-guests panel');
      await panel.getByRole('button', { name: w.done }).click();
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveText(w.familySummary);
      await box.getByRole('button', { name: w.update }).click();

      // The results carry the party, and so does every hotel link.
      await expect(page).toHaveURL(new RegExp(`/hotel/search\\?.*${FAMILY_QUERY}`));
      const card = page.getByTestId('hotel-card').first();
      await expect(card).toBeVisible();
      const link = card.getByRole('link').first();
      await expect(link).toHaveAttribute('href', new RegExp(FAMILY_QUERY));
      if (await edit.isVisible()) await edit.click();
      await expect(picker(page, w).button).toHaveText(w.familySummary);
      await link.click();

      // The hotel page lists only the room types that sleep four in two rooms.
      await expect(page).toHaveURL(new RegExp(`/hotel/detail\\?.*${FAMILY_QUERY}`));
      const hotelId = Number(new URL(page.url()).searchParams.get('hotelId'));
      const roomTypes = (party: string) =>
        gatewayGet<{ hotel_room_type_list: ApiRoomType[] }>(
          request,
          `/hotel/roomtype/?hotel_id=${hotelId}&start_day=${stay.enterDate}&days=${stay.days}${party}`,
        ).then((answer) => answer.hotel_room_type_list.filter((r) => r.status === 1));
      const all = await roomTypes('');
      const fitting = await roomTypes(`&${FAMILY_QUERY}`);
      // What the page lists is the gateway's answer for the party, each one sleeping four.
      for (const room of fitting) {
        const seen = all.find((r) => r.hotel_room_type_id === room.hotel_room_type_id);
        expect(partyFits(seen?.adult_nums ?? 0, FAMILY)).toBe(true);
      }
      await expect(page.getByTestId('room-type-card')).toHaveCount(fitting.length);
      const reserves = page.locator('a[href^="/hotel/booking?"]');
      for (const href of await reserves.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      )) {
        expect(href).toContain(FAMILY_QUERY);
      }
      const free = fitting.find((r) => r.rest_nums >= 2 && r.price !== null);
      if (!free) throw new Error('no room type with two rooms left');
      await page
        .locator(`a[href*="roomTypeId=${free.hotel_room_type_id}&"]:has-text("${w.reserve}")`)
        .click();

      // The booking page: two rooms, the price of both.
      await expect(page).toHaveURL(new RegExp(`/hotel/booking\\?.*${FAMILY_QUERY}`));
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(page.getByTestId('booking-rooms')).toHaveText(w.twoRooms);
      const breakdown = page.getByTestId('price-breakdown');
      await expect(breakdown).toContainText(w.roomTotal);
      const perNight = (free.price ?? 0) * 2;
      const total = amount(await page.getByTestId('pay-amount').textContent());
      expect(total).toBeGreaterThan(0);
      expect(Math.abs(total - perNight)).toBeLessThanOrEqual(2);
      await expectAccessible(page, 'the booking page of two rooms');
      await visible(page, w.continue).click();

      // The pay page: guests per room.
      await expect(page).toHaveURL(new RegExp(`/hotel/pay\\?.*${FAMILY_QUERY}`));
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(page.getByTestId('pay-rooms')).toHaveText(w.twoRooms);
      const [kid, mum, dad, teen] = names as [string, string, string, string];
      for (const [n, pair] of [
        [1, [mum, kid]],
        [2, [dad, teen]],
      ] as const) {
        const room = page.getByTestId(`room-guests-${n}`);
        await expect(room.getByRole('heading', { name: w.room(n) })).toBeVisible();
        await room.getByRole('button', { name: w.chooseGuests }).click();
        const dialog = page.getByRole('dialog');
        for (const name of pair) {
          await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
        }
        await dialog.getByRole('button', { name: w.confirm }).click();
        await expect(room.getByTestId('chosen-guests')).toContainText(pair[0]);
        await expect(room.getByTestId('chosen-guests')).toContainText(pair[1]);
      }
      await expectAccessible(page, 'the pay page of two rooms');
      await page.getByLabel(w.contactPhone).fill('6912345678');
      await page.getByRole('checkbox', { name: w.privacy }).check();
      await page.getByRole('checkbox', { name: w.crossBorder }).check();
      await visible(page, w.bookNow).click();

      // The sandbox checkout, then My Trips and the order: two rooms, the total of both.
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(/\/order_list\?payment=success&orderId=/);
      consoleErrors.length = 0;
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      await page
        .getByRole('dialog', { name: w.paid })
        .getByRole('link', { name: w.viewOrder })
        .click();
      await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderId=${orderId}`));
      await expect(page.getByText(w.twoRooms, { exact: true })).toBeVisible();
      await expect(page.getByTestId('order-guests')).toContainText(mum);
      await expect(page.getByTestId('order-guests')).toContainText(teen);
      const order = await gatewayGet<{
        order: { amount: number };
        order_hotel: { nums: number; guests: { last_name: string }[] };
      }>(request, `/orders/main/${orderId}/`, member.token);
      expect(order.order_hotel.nums).toBe(2);
      expect(order.order.amount).toBeCloseTo(total, 0);
      // The guests in room order.
      expect(order.order_hotel.guests.map((g) => g.last_name)).toEqual([mum, kid, dad, teen]);
    });

    test('the rooms-and-guests field by keyboard', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      const { box: form, button } = picker(page, w);
      await button.focus();
      await page.keyboard.press('Enter');
      const box = form.getByRole('group', { name: w.panel });
      const more = box.getByRole('button', { name: w.moreRooms });
      await expect(more).toBeVisible();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(box.getByTestId('party-refusal')).toBeEmpty();
      await expect(box.locator('output').first()).toHaveText('2');
      // Two rooms, two adults: one adult fewer is refused.
      await box.getByRole('button', { name: w.fewerAdults }).focus();
      await page.keyboard.press('Enter');
      await expect(box.getByTestId('party-refusal')).toContainText(w.roomsOverAdults);
      // Escape closes and gives the focus back.
      await page.keyboard.press('Escape');
      await expect(more).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveText(lang === 'en' ? '2 adults · 2 rooms' : '2位成人 · 2间');
      // The GET form carries the party without the page's script.
      await expect(form.locator('input[name="rooms"]')).toHaveValue('2');
      await expect(form.locator('input[name="adults"]')).toHaveValue('2');
    });
  });
}
