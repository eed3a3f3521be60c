import { type Language, resources } from '@bookdirect/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckinGuestForm, emptyCheckinGuest } from '../Checkin/CheckinGuestForm';
import { NATIONALITIES } from '../Checkin/nationalities';
import { renderWithHost } from '../test/render';
import { COUNTRIES, phonePrefixes } from './countries';

const room = {
  no: '101',
  start_day: 20260612,
  end_day: 20260613,
  hotel_room_id: 1,
  order_group_no: 'G1',
  guest: [emptyCheckinGuest()],
};

/** The nationality select's countries as the check-in form renders them in `lng`. */
function nationalityOptions(lng: Language): string[] {
  const { container, unmount } = renderWithHost(<CheckinGuestForm rooms={[room]} maxGuests={2} />, {
    lng,
  });
  const select = container.querySelector('select[name="rooms[0].guest[0].nationality"]');
  // Role queries over 240 options are slow; the first option is "Please choose".
  const names = [...(select?.querySelectorAll('option') ?? [])]
    .slice(1)
    .map((option) => option.textContent ?? '');
  unmount();
  return names;
}

/** The locales' words for the nationalities, in the file's order. */
const expected = (lng: Language) => {
  const codes = new Set(NATIONALITIES.map((n) => n.code));
  return Object.entries(resources[lng].countries)
    .filter(([code]) => codes.has(code))
    .map(([, name]) => name);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('country names', () => {
  it('names every country of the guest form in both languages, and nothing else', () => {
    const codes = COUNTRIES.map((c) => c.code).sort();
    expect(Object.keys(resources.en.countries).sort()).toEqual(codes);
    expect(Object.keys(resources.zh.countries).sort()).toEqual(codes);
  });

  it("lists the locales' words in their order, whatever the runtime's Intl names or sorts", {
    timeout: 20_000,
  }, () => {
    // A runtime whose region names and collation are its own (as a browser's differ from
    // Node's): the list the server rendered must still be the list the browser renders.
    const RealDisplayNames = Intl.DisplayNames;
    const RealCollator = Intl.Collator;
    vi.stubGlobal('Intl', {
      ...Intl,
      DisplayNames: class extends RealDisplayNames {
        override of(code: string) {
          return `${super.of(code)} (${code})`;
        }
      },
      Collator: class extends RealCollator {
        override compare = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
      },
    });
    for (const lng of ['en', 'zh'] as const) {
      expect(nationalityOptions(lng), lng).toEqual(expected(lng));
    }
  });

  it('orders the phone prefixes the same in every runtime', () => {
    const prefixes = phonePrefixes();
    expect(prefixes.slice(0, 3)).toEqual(['+1', '+1-242', '+1-246']);
    // A runtime whose collation ranks `+1-268` and `+1-264` alike.
    vi.spyOn(String.prototype, 'localeCompare').mockReturnValue(0);
    expect(phonePrefixes()).toEqual(prefixes);
  });
});
