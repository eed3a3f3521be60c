import { notFound } from '@bookdirect/app-shell/server';
import {
  API_PREFIX,
  CURRENCY_CODES,
  type DayNumber,
  isGatewayError,
  isTimeZone,
  Rec,
  todayIn,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import {
  type StaffCalendar,
  type StaffCalendarOverRooms,
  type StaffCalendarPreviewDay,
  staffEndpoints,
} from '@bookdirect/gateway-sdk/staff';
import { data } from '@remix-run/node';
import { isSessionEnded } from '../session.server';
import { gatewayMessage, orStaffError, requireStaff, staffAction } from '../staff.server';
import { type CalendarFormValues, checkCalendarForm } from './form';
import { firstDay, lastDay, type MonthKey, monthOfDay, parseMonth } from './grid';

/** The zone whose today counts when a hotel's own is not one this runtime knows. */
const FALLBACK_TIME_ZONE = 'Asia/Shanghai';

/** The room type in the picker: its names and physical rooms. */
export interface RoomTypeChoice {
  id: number;
  name_cn: string;
  name_en: string;
  rooms: number;
}

/** What the page shows: the hotel, its room types, the month (or year) and its days. */
export interface CalendarPage {
  hotel: { id: number; name_cn: string; name_en: string };
  roomTypes: RoomTypeChoice[];
  roomTypeId: number;
  view: 'month' | 'year';
  month: MonthKey;
  /** The hotel's today: earlier days are shown dimmed and cannot be selected. */
  today: DayNumber;
  money: { currency: StaffCalendar['currency']; symbol: string };
  calendar: StaffCalendar | null;
}

/**
 * The page of `/hotels/<id>/calendar?room_type=&month=&view=`. The hotel's facts come from the
 * managers' call for it, so a desk member gets the gateway's 403 and a hotel outside a
 * manager's the 404 before anything else is read.
 */
export async function loadCalendarPage(request: Request, hotelParam: string | undefined) {
  const { gateway } = await requireStaff(request);
  const hotelId = Number(hotelParam);
  if (!Number.isSafeInteger(hotelId) || hotelId <= 0) throw notFound();
  const [detail, list, currencies] = await Promise.all([
    orStaffError(gateway.call(staffEndpoints.staffHotel, { params: { id: hotelId } }), request),
    orStaffError(gateway.call(staffEndpoints.staffHotels), request),
    // The currencies' symbols are the sites' call, under /v1/u and without the staff session.
    orStaffError(
      gateway.with({ apiPrefix: API_PREFIX, token: undefined }).call(endpoints.currencies),
      request,
    ),
  ]);
  const listed = list.hotel_list.find((hotel) => hotel.hotel_id === hotelId);
  const roomTypes: RoomTypeChoice[] = (listed?.room_types ?? []).map((type) => ({
    id: type.hotel_room_type_id,
    name_cn: type.name_cn,
    name_en: type.name_en,
    rooms: type.rooms,
  }));
  const url = new URL(request.url);
  const today = todayIn(isTimeZone(detail.time_zone) ? detail.time_zone : FALLBACK_TIME_ZONE);
  const view = url.searchParams.get('view') === 'year' ? 'year' : 'month';
  const month = parseMonth(url.searchParams.get('month')) ?? monthOfDay(today);
  const asked = Number(url.searchParams.get('room_type'));
  const roomTypeId = roomTypes.some((type) => type.id === asked) ? asked : (roomTypes[0]?.id ?? 0);
  const currency = currencies.currency_list.find((item) => item.currency === detail.currency_id);
  const from = view === 'year' ? firstDay(`${month.slice(0, 4)}-01`) : firstDay(month);
  const to = view === 'year' ? lastDay(`${month.slice(0, 4)}-12`) : lastDay(month);
  const calendar = roomTypeId
    ? await orStaffError(
        gateway.call(staffEndpoints.staffCalendar, {
          query: { room_type_id: roomTypeId, from, to },
        }),
        request,
      )
    : null;
  return {
    hotel: { id: hotelId, name_cn: detail.name_cn, name_en: detail.name_en },
    roomTypes,
    roomTypeId,
    view,
    month,
    today,
    money: {
      currency: detail.currency_id,
      symbol: currency?.symbol ?? `${CURRENCY_CODES[detail.currency_id]} `,
    },
    calendar,
  } satisfies CalendarPage;
}

/** What the action answers the page. */
export type CalendarAnswer =
  | {
      ok: true;
      intent: 'preview' | 'apply';
      changed: number;
      days: StaffCalendarPreviewDay[];
      values: CalendarFormValues;
      at: number;
    }
  | {
      ok: false;
      intent: 'preview' | 'apply';
      /** The refusal in the staff member's language. */
      message?: string;
      /** Field name to locales key (the gateway's rec 2, or the same rules checked here first). */
      errors?: Record<string, string>;
      /** The first day the write would sell beyond its rooms (rec 6). */
      refusedDay?: DayNumber;
      values: CalendarFormValues;
      at: number;
    };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Preview (`dry_run`) or apply a write of the edit panel. The rules run here first so a form
 * sent without JavaScript gets its messages too; the gateway then decides, and its refusals
 * come back as the words to show: rec 2 per field, rec 6 with the first day it names. A post
 * whose session ended is kept and finished after signing in again (`staffAction`).
 */
export function submitCalendar(request: Request) {
  return staffAction(request, async ({ gateway }, form) => {
    const intent = text(form, 'intent') === 'apply' ? 'apply' : 'preview';
    const values: CalendarFormValues = {
      room_type_id: text(form, 'room_type_id'),
      from: text(form, 'from'),
      to: text(form, 'to'),
      weekdays: form.getAll('weekdays').filter((day): day is string => typeof day === 'string'),
      price: text(form, 'price'),
      rest_nums: text(form, 'rest_nums'),
    };
    const at = Date.now();
    const checked = checkCalendarForm(values);
    if (!checked.ok) {
      return data<CalendarAnswer>(
        { ok: false, intent, errors: checked.errors, values, at },
        { status: 400 },
      );
    }
    const { value } = checked;
    try {
      const answer = await gateway.call(staffEndpoints.staffCalendarWrite, {
        body: {
          room_type_id: value.room_type_id,
          from: value.from,
          to: value.to,
          weekdays: value.weekdays,
          price: value.price,
          rest_nums: value.rest_nums,
          dry_run: intent === 'preview' ? 1 : undefined,
        },
      });
      return data<CalendarAnswer>({
        ok: true,
        intent,
        changed: answer.changed,
        days: answer.days ?? [],
        values,
        at,
      });
    } catch (error) {
      if (isSessionEnded(error)) throw error;
      const refusal = gatewayMessage(error);
      const over =
        refusal.rec === Rec.conflict && isGatewayError(error)
          ? (error.data as Partial<StaffCalendarOverRooms> | null)
          : null;
      return data<CalendarAnswer>(
        {
          ok: false,
          intent,
          message: refusal.fieldErrors ? undefined : refusal.msg,
          errors: refusal.fieldErrors,
          refusedDay: typeof over?.day === 'number' ? over.day : undefined,
          values,
          at,
        },
        { status: refusal.rec === Rec.conflict ? 409 : 400 },
      );
    }
  });
}
