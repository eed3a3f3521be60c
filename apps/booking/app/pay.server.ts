import { orThrowResponse } from '@bookdirect/app-shell/server';
import { dateInputToYmd } from '@bookdirect/booking-ui';
import {
  DEFAULT_PHONE_PREFIX,
  isGatewayError,
  ORDER_SOURCE,
  PAY_SOURCE,
  phoneForForm,
  type UserFolkInput,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { folkSchema, orderCreateBody } from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { attemptKeyOf, newAttemptKey } from './attempt-key.server';
import { checkPrice, loadRoom, readTarget, targetContent, targetQuery } from './booking.server';
import { checkForm, text } from './members.server';
import { gatewayMessage, redirectTo, startPayment } from './orders.server';
import { partnerOf } from './partner.server';
import { missingForBooking } from './pay-rules';
import { redirectWithCookies, withSession } from './session.server';
import { shell } from './shell.server';
import { SITE_PAY_SOURCES, wxPayPath } from './wechat.server';

/** Everything the pay page shows: the room and its fresh price, the member and their guests. */
export async function loadPayPage(request: Request) {
  const target = readTarget(request);
  const url = new URL(request.url);
  const credits = Math.max(0, Math.floor(Number(url.searchParams.get('credits')) || 0));
  const gateway = shell.gatewayFor(request);
  const [room, user, folks] = await Promise.all([
    loadRoom(request, target),
    orThrowResponse(withSession(request, () => gateway.call(endpoints.userInfo))),
    // An ended session on the guest list goes home, not to /login (spec).
    orThrowResponse(withSession(request, () => gateway.call(endpoints.folks), 'home')),
  ]);
  const check = await orThrowResponse(checkPrice(request, target, room.flooredTotal, credits));
  return {
    target: targetQuery(target),
    stay: target.stay,
    room,
    order: check.order,
    notice: check.ok ? undefined : check.message,
    soldOut: !check.ok && check.soldOut,
    credits,
    // The contact starts as the profile's phone, beside the profile phone's own prefix.
    member: {
      email: user.user_info.email,
      phone: phoneForForm(user.user_info.mobile, DEFAULT_PHONE_PREFIX),
    },
    guests: folks.user_folks_list,
    attemptKey: newAttemptKey(),
    paySources: SITE_PAY_SOURCES,
  };
}

export type PayAnswer = {
  intent: 'guest' | 'book';
  message?: string;
  errors?: Record<string, string>;
  savedGuestId?: number;
  at: number;
};

/** The guest form's fields as the shared `folkSchema` reads them. */
function folkValues(form: FormData) {
  return {
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    gender: text(form, 'gender'),
    birthday: dateInputToYmd(text(form, 'birthday')),
    iso_country_coden: text(form, 'iso_country_coden'),
    tel_prefix: text(form, 'tel_prefix'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    id_type: text(form, 'id_type'),
    idcard: text(form, 'idcard'),
    passport_no: text(form, 'passport_no'),
    tax_no: text(form, 'tax_no'),
  };
}

/** Adds or edits a saved guest from the guest modal. */
export async function saveGuest(request: Request, form: FormData) {
  const checked = checkForm(folkSchema, folkValues(form));
  if (!checked.ok) {
    return data<PayAnswer>({ intent: 'guest', errors: checked.errors, at: Date.now() }, 400);
  }
  const body = checked.value as unknown as UserFolkInput;
  const id = Number(text(form, 'user_folks_id'));
  const gateway = shell.gatewayFor(request);
  try {
    const saved = await withSession(
      request,
      () =>
        id > 0
          ? gateway.call(endpoints.updateFolk, { params: { id }, body })
          : gateway.call(endpoints.saveFolk, { body }),
      'home',
    );
    return data<PayAnswer>({ intent: 'guest', savedGuestId: saved.user_folks_id, at: Date.now() });
  } catch (error) {
    if (error instanceof Response) throw error;
    const payload = isGatewayError(error)
      ? ((error.data ?? {}) as { errors?: Record<string, string> })
      : {};
    return data<PayAnswer>(
      {
        intent: 'guest',
        message: gatewayMessage(error, shell.language(request)),
        errors: payload.errors,
        at: Date.now(),
      },
      400,
    );
  }
}

/** Books the stay for the chosen guests and sends the traveller to pay (or to the paid order). */
export async function book(request: Request, form: FormData) {
  const lang = shell.language(request);
  const target = readTarget(request);
  const refuse = (key: string, errors?: Record<string, string>) =>
    data<PayAnswer>({ intent: 'book', message: translate(lang, key), errors, at: Date.now() }, 400);
  const guests = form
    .getAll('guest')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  const paySource = Number(text(form, 'pay_source')) || undefined;
  const maxPerRoom = Number(text(form, 'max_guests')) || 1;
  // How many of the guests (in room order) stay in each room: "2,2" for two rooms of two.
  const perRoom = text(form, 'room_guests')
    .split(',')
    .filter(Boolean)
    .map((count) => Number(count) || 0);
  const missing = missingForBooking({
    guests: guests.length,
    maxGuests: maxPerRoom * target.rooms,
    ...(target.rooms > 1
      ? {
          perRoom:
            perRoom.length === target.rooms &&
            perRoom.reduce((sum, count) => sum + count, 0) === guests.length
              ? perRoom
              : [0],
          maxPerRoom,
        }
      : {}),
    paySource,
    paySources: SITE_PAY_SOURCES,
    consents: text(form, 'consent_privacy') === 'on' && text(form, 'consent_cross_border') === 'on',
  });
  if (missing || paySource === undefined) return refuse(missing ?? 'validation:invalid');
  // The guests in room order (the order keeps one list; its rooms are assigned at check-in).
  const content = { ...targetContent(target), user_folks: guests };
  const checked = checkForm(orderCreateBody, {
    source: ORDER_SOURCE.web,
    content: JSON.stringify(content),
    amount: Number(text(form, 'amount')),
    mobile: text(form, 'mobile'),
    email: text(form, 'email'),
    tel_prefix: text(form, 'tel_prefix'),
    credits: Number(text(form, 'credits')) || 0,
    store_id: '',
    needLogin: 1,
    requests: text(form, 'requests'),
    arrival_time: text(form, 'arrival_time'),
  });
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0] ?? 'validation:invalid';
    return refuse(first, checked.errors);
  }
  const attemptKey = attemptKeyOf(form);
  // The partner whose page the traveller came from, for its attribution on the order.
  const partner = await partnerOf(request);
  const body = partner ? { ...checked.value, partner_code: partner } : checked.value;
  let created: { order_id: string; pay_source_list: { pay_source: number; pay_amount: number }[] };
  try {
    created = await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderCreate, { body, idempotencyKey: attemptKey }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<PayAnswer>(
      { intent: 'book', message: gatewayMessage(error, lang), at: Date.now() },
      409,
    );
  }
  const orderId = created.order_id;
  if (created.pay_source_list.every((source) => source.pay_amount === 0)) {
    return redirectWithCookies(
      `/order_list?payment=success&orderId=${encodeURIComponent(orderId)}`,
    );
  }
  // WeChat Pay has a page of its own: the QR code, WeChat's payment sheet or its H5 page.
  if (paySource === PAY_SOURCE.wechat) return redirectWithCookies(wxPayPath(orderId));
  const payment = await startPayment(request, orderId, paySource, attemptKey);
  if ('href' in payment) return redirectTo(payment.href);
  // The order exists unpaid: its page offers Pay now again.
  return redirectWithCookies(`/order/detail?orderId=${encodeURIComponent(orderId)}`);
}
