import { gatewayErrorResponse, plainCookieValue, readCookie } from '@bookdirect/app-shell/server';
import { prefillCheckinGuest, type SavedGuestForCheckin } from '@bookdirect/booking-ui';
import {
  DEFAULT_PHONE_PREFIX,
  type GatewayClient,
  GatewayError,
  isGatewayError,
  phoneForForm,
  Rec,
} from '@bookdirect/gateway-sdk';
import { type AnyEndpoint, type DataOf, endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { checkinSubmitBody, checkinVerifyBody } from '@bookdirect/gateway-sdk/schemas';
import { type Language, translate } from '@bookdirect/locales';
import { createCookie, data } from '@remix-run/node';
import { imageUrl } from './catalogue.server';
import { checkForm, text } from './members.server';
import { hotelTimeZone, localName } from './orders.server';
import { isSignedIn, opaqueToken, redirectWithCookies, withSession } from './session.server';
import { shell, urls } from './shell.server';

/**
 * Online check-in (spec sections 2-8, contract "Online check-in" and "Check-in"): a member
 * calls with the session `token`; an anonymous guest with the `o_token` its verification
 * answered, kept in an httpOnly session cookie of this site (no Max-Age: gone when the
 * browser closes, as the spec's session storage is) and sent to the gateway in the `o_token`
 * header. A guest page whose token is missing, wrong or expired goes back to step 1.
 */

export const O_TOKEN_COOKIE = 'o_token';

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/*
 * A Remix cookie with its bare value (docs/adr/0015-cookies.md), as tokens given before were
 * written, and as the end-to-end suite writes it for a guest. Read synchronously, like the
 * session token, when the check-in caller is built.
 */
const oTokenCookie = createCookie(O_TOKEN_COOKIE, {
  ...plainCookieValue,
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
});

/** The guest's check-in token, when it looks like one. */
export function readOToken(request: Request): string | undefined {
  return opaqueToken(readCookie(request, O_TOKEN_COOKIE));
}

/** A session cookie (no Max-Age, no Expires) with the guest's `o_token`. */
export function oTokenSetCookie(token: string): Promise<string> {
  return oTokenCookie.serialize(token);
}

export function clearedOTokenCookie(): Promise<string> {
  return oTokenCookie.serialize('', { maxAge: 0 });
}

/** Who calls: a signed-in member, or a guest with (or without) a token. */
export interface CheckinCaller {
  member: boolean;
  gateway: GatewayClient;
  /** The guest's token; undefined for a member. */
  oToken?: string;
}

export function checkinCaller(request: Request): CheckinCaller {
  if (isSignedIn(request)) return { member: true, gateway: shell.gatewayFor(request) };
  const oToken = readOToken(request);
  return { member: false, gateway: shell.gatewayFor(request, { oToken }), oToken };
}

/**
 * A typed call whose refusal carries `msg`, or the check-in calls' `debug_msg` when `msg` is
 * empty (spec section 8).
 */
async function call<E extends AnyEndpoint>(
  gateway: GatewayClient,
  endpoint: E,
  input: { params?: Record<string, string | number>; query?: unknown; body?: unknown } = {},
): Promise<DataOf<E>> {
  const envelope = await gateway.send<DataOf<E>>(endpoint.method, endpoint.path, input);
  if (envelope.rec === 0) return envelope.data as DataOf<E>;
  throw GatewayError.fromEnvelope({ ...envelope, msg: envelope.msg || envelope.debug_msg || '' });
}

/** A member call: a rec 3 clears the session and goes to /login with the way back. */
function run<T>(request: Request, caller: CheckinCaller, work: () => Promise<T>): Promise<T> {
  return caller.member ? withSession(request, work) : work();
}

/*
 * Why the guest is back on step 1: a key from this list, told once in the toast. A cookie of
 * our own, like the order pages' toast.
 */
const TOAST_KEYS = ['checkin:token_invalid'] as const;
type ToastKey = (typeof TOAST_KEYS)[number];

const toastCookie = createCookie('checkin_toast', {
  path: '/',
  maxAge: 30,
  httpOnly: true,
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
});

export async function readCheckinToast(
  request: Request,
): Promise<{ toast?: { message: string; at: number }; headers?: HeadersInit }> {
  const value: unknown = await toastCookie.parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return {};
  const headers = { 'Set-Cookie': await toastCookie.serialize('', { maxAge: 0 }) };
  const { key, at } = value as Record<string, unknown>;
  if (!TOAST_KEYS.includes(key as ToastKey)) return { headers };
  return {
    toast: {
      message: translate(shell.language(request), key as ToastKey),
      at: typeof at === 'number' ? at : Date.now(),
    },
    headers,
  };
}

/** Back to step 1, saying why; the guest's dead token goes with it. */
async function backToStart(key: ToastKey, member: boolean): Promise<Response> {
  const cookies = [await toastCookie.serialize({ key, at: Date.now() })];
  if (!member) cookies.push(await clearedOTokenCookie());
  return redirectWithCookies('/checkin', cookies);
}

/** The gateway's words for a failed call, or ours when it could not be reached. */
function words(error: unknown, lang: Language): string {
  if (!isGatewayError(error)) throw error;
  if (error.isTransport) return translate(lang, 'errors:gateway_unavailable');
  return error.msg || translate(lang, 'errors:failed');
}

/**
 * What a loader does with a refused call: a dead token (rec 4) goes back to step 1; a
 * missing order (rec 5) and an unreachable gateway are the error page's; anything else (the
 * window, the order's state, too many attempts) is the page's own message.
 */
async function loaderFailure(error: unknown, caller: CheckinCaller, lang: Language) {
  if (error instanceof Response) throw error;
  if (isGatewayError(error) && error.rec === Rec.forbidden && !caller.member) {
    throw await backToStart('checkin:token_invalid', caller.member);
  }
  if (isGatewayError(error) && (error.isTransport || error.rec === Rec.notFound)) {
    throw gatewayErrorResponse(error);
  }
  return { unavailable: words(error, lang) };
}

export function readCheckinOrderId(request: Request): string | undefined {
  const url = new URL(request.url);
  const id = (url.searchParams.get('order_id') ?? url.searchParams.get('orderId'))?.trim();
  return id && ORDER_ID.test(id) ? id : undefined;
}

function readHotelId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function passwordsPath(orderId: string, hotelId?: number): string {
  const query = new URLSearchParams({ order_id: orderId });
  if (hotelId) query.set('hotelId', String(hotelId));
  return `/display_password?${query}`;
}

const applyPath = (orderId: string) =>
  `/checkin_apply?${new URLSearchParams({ order_id: orderId })}`;

// ---------------------------------------------------------------------------------------
// Step 1: /checkin

/** The channels, and what the form starts with: an order opened from its detail page. */
export async function loadCheckinStart(request: Request) {
  const lang = shell.language(request);
  const caller = checkinCaller(request);
  const orderId = readCheckinOrderId(request);
  const [otas, prefill, outcome] = await Promise.all([
    call(caller.gateway, endpoints.otaList).then(
      (answer) => answer.ota_list,
      (error: unknown) => {
        if (!isGatewayError(error)) throw error;
        return undefined;
      },
    ),
    memberPrefill(request, caller, orderId),
    readCheckinToast(request),
  ]);
  return data(
    {
      member: caller.member,
      otas: otas ?? [],
      otasFailed: otas === undefined ? translate(lang, 'checkin:channels_unavailable') : undefined,
      prefill,
      toast: outcome.toast,
    },
    { headers: outcome.headers },
  );
}

/** A member's order from its page: this site's channel, its number, the profile's contact. */
async function memberPrefill(request: Request, caller: CheckinCaller, orderId?: string) {
  if (!orderId) return {};
  const prefill: Record<string, string> = { ota_id: '1', ota_order_id: orderId };
  if (!caller.member) return prefill;
  try {
    const { user_info } = await withSession(request, () => caller.gateway.call(endpoints.userInfo));
    const phone = phoneForForm(user_info.mobile, DEFAULT_PHONE_PREFIX);
    if (user_info.email) prefill.email = user_info.email;
    if (phone.number) {
      prefill.phone = phone.number;
      prefill.phone_prefix = phone.prefix;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return prefill;
}

export interface CheckinAnswer {
  message?: string;
  errors?: Record<string, string>;
  /** The password mail went out. */
  sent?: boolean;
  at: number;
}

const contactValues = (form: FormData) => ({
  ota_id: text(form, 'ota_id'),
  ota_order_id: text(form, 'ota_order_id'),
  email: text(form, 'email'),
  phone: text(form, 'phone'),
  phone_prefix: text(form, 'phone_prefix'),
});

/** Strips a schema path's prefix: `hotel.check_contact.email` -> `email`. */
function fieldsUnder(errors: Record<string, string> | undefined, prefix: string) {
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    out[path.startsWith(prefix) ? path.slice(prefix.length) : path] = key;
  }
  return out;
}

function refusal(error: unknown, request: Request, errorsPrefix: string) {
  if (error instanceof Response) throw error;
  const payload = isGatewayError(error)
    ? ((error.data ?? {}) as { errors?: Record<string, string> })
    : {};
  const status = !isGatewayError(error)
    ? 500
    : error.isTransport
      ? 503
      : error.rec === Rec.tooManyAttempts
        ? 429
        : 400;
  const answer: CheckinAnswer = {
    message: words(error, shell.language(request)),
    errors: fieldsUnder(payload.errors, errorsPrefix),
    at: Date.now(),
  };
  return { answer, status };
}

function refused(error: unknown, request: Request, errorsPrefix: string) {
  const { answer, status } = refusal(error, request, errorsPrefix);
  return data<CheckinAnswer>(answer, status);
}

/**
 * Verifies the booking's contact. A member goes on to step 2; a guest gets the `o_token`
 * cookie and goes on, or, for a booking that belongs to a member, signs in first and comes
 * back here (the draft brings the form back).
 */
export async function verifyContact(request: Request, form: FormData) {
  const lang = shell.language(request);
  const values = contactValues(form);
  const checked = checkForm(checkinVerifyBody, { hotel: { check_contact: values } });
  if (!checked.ok) {
    const errors = fieldsUnder(checked.errors, 'hotel.check_contact.') ?? {};
    const first = ['ota_id', 'ota_order_id', 'email', 'phone_prefix', 'phone']
      .map((name) => errors[name])
      .find(Boolean);
    return data<CheckinAnswer>(
      { message: first ? translate(lang, first) : undefined, errors, at: Date.now() },
      400,
    );
  }
  const body = checked.value as { hotel: { check_contact: typeof values & { ota_id: number } } };
  const caller = checkinCaller(request);
  try {
    if (caller.member) {
      const found = await run(request, caller, () =>
        call(caller.gateway, endpoints.checkinVerify, { body }),
      );
      return redirectWithCookies(applyPath(found.order_id));
    }
    const found = await call(caller.gateway, endpoints.checkinGuestVerify, { body });
    if (found.user_id > 0 || !found.o_token) {
      return redirectWithCookies(`/login?${new URLSearchParams({ redirectTo: '/checkin' })}`, [
        await clearedOTokenCookie(),
      ]);
    }
    return redirectWithCookies(applyPath(found.order_id), [await oTokenSetCookie(found.o_token)]);
  } catch (error) {
    return refused(error, request, 'hotel.check_contact.');
  }
}

// ---------------------------------------------------------------------------------------
// Step 2: /checkin_apply

/** What a guest page needs first: the order id and a way to call for it. */
function requireCheckin(request: Request) {
  const orderId = readCheckinOrderId(request);
  const caller = checkinCaller(request);
  return { orderId, caller };
}

async function loadCheckinOrder(caller: CheckinCaller, request: Request, orderId: string) {
  return run(request, caller, () =>
    caller.member
      ? call(caller.gateway, endpoints.checkinOrder, { params: { id: orderId } })
      : call(caller.gateway, endpoints.checkinGuestOrder, { body: { order_id: orderId } }),
  );
}

/** A member's saved guests, to prefill the guests of the same name; none when unreadable. */
async function savedGuests(caller: CheckinCaller): Promise<SavedGuestForCheckin[]> {
  return call(caller.gateway, endpoints.folks).then(
    (answer) => answer.user_folks_list,
    (error: unknown) => {
      if (!isGatewayError(error)) throw error;
      return [];
    },
  );
}

/** Step 2: the stay and its assigned rooms; a checked-in order goes straight to step 3. */
export async function loadCheckinApply(request: Request) {
  const lang = shell.language(request);
  const { orderId, caller } = requireCheckin(request);
  if (!orderId) throw redirectWithCookies('/checkin');
  if (!caller.member && !caller.oToken) throw await backToStart('checkin:token_invalid', false);
  let answer: DataOf<typeof endpoints.checkinOrder>;
  try {
    answer = await loadCheckinOrder(caller, request, orderId);
  } catch (error) {
    return { orderId, member: caller.member, ...(await loaderFailure(error, caller, lang)) };
  }
  const { order, order_hotel: stay } = answer;
  if (order.hotel_status === 4) throw redirectWithCookies(passwordsPath(orderId, stay.hotel_id));
  const names = stay.guests;
  const saved = caller.member ? await savedGuests(caller) : [];
  return {
    orderId,
    member: caller.member,
    unavailable: undefined,
    summary: {
      hotelId: stay.hotel_id,
      hotelName: localName(stay.hotel_info, lang),
      address: lang === 'zh' ? stay.hotel_info.address_cn : stay.hotel_info.address_en,
      roomName: localName(stay.hotel_room_type_info, lang),
      imageSrc: imageUrl(stay.hotel_room_type_info.image_key),
      startDay: stay.start_day,
      endDay: stay.end_day,
      nights: stay.days,
      rooms: stay.nums,
      maxGuests: Math.max(1, stay.hotel_room_type_info.adult_nums),
    },
    rooms: stay.checkins.map((room, i) => {
      const values = {
        no: room.no,
        start_day: room.start_day,
        end_day: room.end_day,
        hotel_room_id: room.hotel_room_id,
        order_group_no: room.order_group_no,
        guest:
          room.guest.length > 0
            ? room.guest.map((g) => ({
                first_name: g.first_name,
                last_name: g.last_name,
                nationality: g.nationality ? String(g.nationality) : '',
                card_type: g.card_type ? String(g.card_type) : '',
                id_card: g.id_card,
                email: g.email,
                tel_prefix: g.tel_prefix || DEFAULT_PHONE_PREFIX,
                phone: g.phone,
              }))
            : [
                {
                  first_name: names[i]?.first_name ?? '',
                  last_name: names[i]?.last_name ?? '',
                  nationality: '',
                  card_type: '',
                  id_card: '',
                  email: '',
                  tel_prefix: DEFAULT_PHONE_PREFIX,
                  phone: '',
                },
              ],
      };
      return { ...values, guest: values.guest.map((g) => prefillCheckinGuest(g, saved)) };
    }),
  };
}

const ROOM_FIELDS = ['start_day', 'end_day', 'hotel_room_id', 'order_group_no'] as const;
const GUEST_FIELDS = [
  'first_name',
  'last_name',
  'nationality',
  'card_type',
  'id_card',
  'email',
  'tel_prefix',
  'phone',
] as const;

/** `rooms[i].field` and `rooms[i].guest[j].field`, as the guest form names them. */
export function readRooms(form: FormData) {
  const rooms: { guest: Record<string, string>[]; [field: string]: unknown }[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const match = /^rooms\[(\d{1,2})\]\.(?:guest\[(\d{1,2})\]\.)?(\w+)$/.exec(name);
    if (!match) continue;
    const [, i, j, field] = match;
    const at = Number(i);
    rooms[at] = rooms[at] ?? { guest: [] };
    const room = rooms[at];
    if (j === undefined) {
      if ((ROOM_FIELDS as readonly string[]).includes(field as string)) {
        room[field as string] = value;
      }
    } else if ((GUEST_FIELDS as readonly string[]).includes(field as string)) {
      const g = Number(j);
      room.guest[g] = { ...room.guest[g], [field as string]: value };
    }
  }
  return rooms.filter(Boolean).map((room) => ({ ...room, guest: room.guest.filter(Boolean) }));
}

/** Submits the guests of every room; done: step 3. */
export async function submitGuests(request: Request, form: FormData) {
  const { orderId, caller } = requireCheckin(request);
  if (!orderId) return redirectWithCookies('/checkin');
  if (!caller.member && !caller.oToken) return backToStart('checkin:token_invalid', false);
  const lang = shell.language(request);
  const checked = checkForm(checkinSubmitBody, { hotel: { checkins: readRooms(form) } });
  if (!checked.ok) {
    const errors = fieldsUnder(checked.errors, 'hotel.checkins') ?? {};
    const named = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`rooms${k}`, v]));
    const first = Object.values(named)[0];
    return data<CheckinAnswer>(
      { message: first ? translate(lang, first) : undefined, errors: named, at: Date.now() },
      400,
    );
  }
  try {
    await run(request, caller, () =>
      call(caller.gateway, caller.member ? endpoints.checkinSubmit : endpoints.checkinGuestSubmit, {
        params: { id: orderId },
        body: checked.value,
      }),
    );
    return redirectWithCookies(passwordsPath(orderId, readHotelId(text(form, 'hotel_id'))));
  } catch (error) {
    if (isGatewayError(error) && error.rec === Rec.forbidden && !caller.member) {
      return backToStart('checkin:token_invalid', false);
    }
    const { answer, status } = refusal(error, request, 'hotel.checkins');
    const errors = answer.errors
      ? Object.fromEntries(Object.entries(answer.errors).map(([k, v]) => [`rooms${k}`, v]))
      : undefined;
    return data<CheckinAnswer>({ ...answer, errors }, status);
  }
}

// ---------------------------------------------------------------------------------------
// Step 3: /display_password

/** The rooms' passwords; before check-in, step 2; without a token, step 1. */
export async function loadPasswords(request: Request) {
  const lang = shell.language(request);
  const { orderId, caller } = requireCheckin(request);
  const hotelId = readHotelId(new URL(request.url).searchParams.get('hotelId'));
  if (!orderId) throw redirectWithCookies('/checkin');
  if (!caller.member && !caller.oToken) throw await backToStart('checkin:token_invalid', false);
  try {
    const [answer, timeZone] = await Promise.all([
      run(request, caller, () =>
        caller.member
          ? call(caller.gateway, endpoints.checkinPasswords, { params: { id: orderId } })
          : call(caller.gateway, endpoints.checkinGuestPasswords, { params: { id: orderId } }),
      ),
      hotelId ? hotelTimeZone(caller.gateway, hotelId) : Promise.resolve(undefined),
    ]);
    return {
      orderId,
      hotelId,
      member: caller.member,
      timeZone,
      unavailable: undefined,
      rooms: answer.rooms.map((room) => ({
        no: room.no,
        password: room.password,
        expireTime: room.expire_time,
      })),
    };
  } catch (error) {
    if (isGatewayError(error) && error.key === 'checkin:not_checked_in') {
      throw redirectWithCookies(applyPath(orderId));
    }
    return {
      orderId,
      hotelId,
      member: caller.member,
      timeZone: undefined,
      rooms: [],
      ...(await loaderFailure(error, caller, lang)),
    };
  }
}

/** Mails the passwords to the booking's e-mail. */
export async function mailPasswords(request: Request) {
  const { orderId, caller } = requireCheckin(request);
  if (!orderId) return redirectWithCookies('/checkin');
  if (!caller.member && !caller.oToken) return backToStart('checkin:token_invalid', false);
  try {
    await run(request, caller, () =>
      caller.member
        ? call(caller.gateway, endpoints.checkinPasswordEmail, { params: { id: orderId } })
        : call(caller.gateway, endpoints.checkinGuestPasswordEmail, { params: { id: orderId } }),
    );
    return data<CheckinAnswer>({
      sent: true,
      message: translate(shell.language(request), 'checkin:email_sent'),
      at: Date.now(),
    });
  } catch (error) {
    if (isGatewayError(error) && error.rec === Rec.forbidden && !caller.member) {
      return backToStart('checkin:token_invalid', false);
    }
    return refused(error, request, '');
  }
}

// ---------------------------------------------------------------------------------------
// /checkIn_intro

/** The hotel's check-in guide pictures (image type 26, display size). */
export async function loadGuide(request: Request) {
  const lang = shell.language(request);
  const hotelId = readHotelId(new URL(request.url).searchParams.get('hotelId'));
  const financialHref = `${urls.marketing.replace(/\/+$/, '')}/#financial`;
  if (!hotelId) return { images: [], financialHref, failed: undefined };
  try {
    const { hotel_image_list } = await shell
      .gatewayFor(request)
      .call(endpoints.hotelImages, { query: { hotel_id: hotelId, image_type: 26 } });
    const images = hotel_image_list
      .map((image) => imageUrl(image.image_key))
      .filter((src): src is string => Boolean(src));
    return { images, financialHref, failed: undefined };
  } catch (error) {
    if (isGatewayError(error) && error.rec === Rec.notFound) {
      return { images: [], financialHref, failed: undefined };
    }
    return { images: [], financialHref, failed: words(error, lang) };
  }
}

// ---------------------------------------------------------------------------------------
// The order page's button

/**
 * The order page's check-in button (spec section 2), as the gateway decided it by its own
 * clock: checked in (`hotel_status` 4) goes straight to the passwords; `can_checkin` (a paid
 * order inside its window, not checked in) to step 1 with the order; anything else has none.
 */
export function checkinLink(order: {
  orderId: string;
  hotelStatus: number;
  canCheckin: boolean;
  hotelId: number;
}): { href: string; checkedIn: boolean } | undefined {
  if (order.hotelStatus === 4) {
    return { href: passwordsPath(order.orderId, order.hotelId), checkedIn: true };
  }
  if (!order.canCheckin) return undefined;
  return {
    href: `/checkin?${new URLSearchParams({ order_id: order.orderId })}`,
    checkedIn: false,
  };
}
