/**
 * Rooms and guests of a search and a booking (the contract's "Rooms, guests"): `rooms`
 * (1-5), `adults` (1-10) and `children` with their ages (0-17). The same three names are the
 * query fields of the gateway's catalogue calls, of the order's `content` and of the booking
 * site's URLs. Written without yup: the search box ships on partner pages.
 */

export const MIN_ROOMS = 1;
export const MAX_ROOMS = 5;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 10;
/** Children per search: as many as the rooms can hold, at most this many fields. */
export const MAX_CHILDREN = 10;
export const MAX_CHILD_AGE = 17;

export interface Party {
  rooms: number;
  adults: number;
  /** Each child's age in years, 0-17, in the order given. */
  children: number[];
}

/** 1 room, 2 adults: what a search without the fields means (old URLs, the spec's '1 room'). */
export const DEFAULT_PARTY: Readonly<Party> = Object.freeze({ rooms: 1, adults: 2, children: [] });

/** Everyone who sleeps in the rooms: every person counts toward a room's `adult_nums`. */
export const partyGuests = (party: Party): number => party.adults + party.children.length;

/**
 * The contract's capacity rule: a room type whose rooms take `adultNums` people each fits when
 * `rooms x adult_nums >= adults + children` and `rooms <= adults` (an adult in each room).
 * Rooms left on every night are the stock's part of the rule.
 */
export function partyFits(adultNums: number, party: Party): boolean {
  return party.rooms * adultNums >= partyGuests(party) && party.rooms <= party.adults;
}

/** Which field a party breaks, with the locales key of its refusal; empty when it is valid. */
export type PartyField = 'rooms' | 'adults' | 'children';

const INVALID = 'validation:invalid';
/** More rooms than adults: each room needs an adult. */
export const ROOMS_OVER_ADULTS = 'search:rooms_over_adults';

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The refusals of a party (locales keys); empty when it is searchable. */
export function partyErrors(party: Party): Partial<Record<PartyField, string>> {
  const errors: Partial<Record<PartyField, string>> = {};
  if (!wholeIn(party.rooms, MIN_ROOMS, MAX_ROOMS)) errors.rooms = INVALID;
  if (!wholeIn(party.adults, MIN_ADULTS, MAX_ADULTS)) errors.adults = INVALID;
  if (
    party.children.length > MAX_CHILDREN ||
    party.children.some((age) => !wholeIn(age, 0, MAX_CHILD_AGE))
  )
    errors.children = INVALID;
  if (!errors.rooms && !errors.adults && party.rooms > party.adults)
    errors.rooms = ROOMS_OVER_ADULTS;
  return errors;
}

/** `children` as the wire and URLs carry it: ages comma-separated, '' for none. */
export const childrenParam = (ages: readonly number[]): string => ages.join(',');

/** Ages of a `children` field (`'4,9'`); NaN entries for what is not a number. */
export function parseChildren(value: string | null | undefined): number[] {
  if (!value) return [];
  return value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
}

/**
 * The party of a query (a URL's or a form's), and whether the query named one at all.
 * Absent fields take the default (1 room, 2 adults, no children); `valid` is false when a
 * given field is out of its range, so a page can redirect to the corrected URL.
 */
export function readParty(params: URLSearchParams): {
  party: Party;
  given: boolean;
  valid: boolean;
} {
  const raw = {
    rooms: params.get('rooms'),
    adults: params.get('adults'),
    children: params.get('children'),
  };
  const given = raw.rooms !== null || raw.adults !== null || raw.children !== null;
  const party: Party = {
    rooms: raw.rooms === null ? DEFAULT_PARTY.rooms : Number(raw.rooms),
    adults: raw.adults === null ? DEFAULT_PARTY.adults : Number(raw.adults),
    children: parseChildren(raw.children),
  };
  const errors = partyErrors(party);
  if (Object.keys(errors).length === 0) return { party, given, valid: true };
  return { party: clampParty(party), given, valid: false };
}

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;

/** The nearest valid party: each field into its range, at least as many adults as rooms. */
export function clampParty(party: Party): Party {
  const rooms = clamp(party.rooms, MIN_ROOMS, MAX_ROOMS, DEFAULT_PARTY.rooms);
  const adults = Math.max(rooms, clamp(party.adults, MIN_ADULTS, MAX_ADULTS, DEFAULT_PARTY.adults));
  const children = party.children
    .filter((age) => Number.isFinite(age))
    .slice(0, MAX_CHILDREN)
    .map((age) => clamp(age, 0, MAX_CHILD_AGE, 0));
  return { rooms: Math.min(rooms, adults), adults, children };
}

/** True for 1 room, 2 adults, no children. */
export const isDefaultParty = (party: Party): boolean =>
  party.rooms === DEFAULT_PARTY.rooms &&
  party.adults === DEFAULT_PARTY.adults &&
  party.children.length === 0;

/**
 * The query fields of a party, for URLs and gateway calls: `rooms`, `adults` and (when there
 * are children) `children`. URLs always carry them once a visitor chose, so a link keeps the
 * choice; `omitDefault` leaves the default party out (the URL of a search without a choice).
 */
export function partyParams(party: Party, omitDefault = false): Record<string, string> {
  if (omitDefault && isDefaultParty(party)) return {};
  const out: Record<string, string> = {
    rooms: String(party.rooms),
    adults: String(party.adults),
  };
  if (party.children.length > 0) out.children = childrenParam(party.children);
  return out;
}
