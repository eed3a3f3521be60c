import { API_PREFIX, todayIn } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { type StaffReport, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { isSessionEnded, signInRedirect } from '../session.server';
import { gatewayMessage, orStaffError, type StaffContext } from '../staff.server';
import { currencyIdOf, type ReportMoney } from './figures';
import { type ReportChoice, readReportChoice, reportQuery } from './query';

/**
 * The zone whose today sets the default month: the group's. A hotel's report still counts
 * its own local dates (the gateway does); only the default range is read here.
 */
export const GROUP_TIME_ZONE = 'Asia/Shanghai';

/** The report the page's address asks for, read with the staff member's defaults. */
export function choiceOf(request: Request, { staff }: StaffContext, firstHotelId: number) {
  return readReportChoice(new URL(request.url).searchParams, {
    today: todayIn(GROUP_TIME_ZONE),
    group: staff.role === 'admin',
    firstHotelId,
  });
}

/**
 * What `/reports` shows: the hotels to choose from (an admin also gets the group), the choice,
 * and the gateway's report with what its money needs to be written (the currency's id and the
 * symbol the sites show), or the gateway's refusal of the range (rec 2) as a message. A hotel
 * outside a manager's is the not-found page; the group for a manager, or any report for the
 * desk, the 403 page: the gateway decides both.
 */
export async function loadReportPage(request: Request, context: StaffContext) {
  const { gateway } = context;
  const [hotels, currencies] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffHotels),
      // The currencies' symbols are the sites' call, under /v1/u and without the staff session.
      gateway.with({ apiPrefix: API_PREFIX, token: undefined }).call(endpoints.currencies),
    ]),
    request,
  );
  const hotelList = hotels.hotel_list.map(({ hotel_id, name_cn, name_en }) => ({
    hotel_id,
    name_cn,
    name_en,
  }));
  const choice: ReportChoice = choiceOf(request, context, hotelList[0]?.hotel_id ?? 0);
  let report: StaffReport | null = null;
  let refused: string | null = null;
  try {
    report = await gateway.call(staffEndpoints.staffReport, { query: reportQuery(choice) });
  } catch (error) {
    if (isSessionEnded(error)) throw signInRedirect(request);
    refused = gatewayMessage(error).msg;
  }
  let money: ReportMoney | null = null;
  if (report) {
    const currency = currencyIdOf(report.currency);
    const listed = currencies.currency_list.find((item) => item.currency === currency);
    money = { currency, symbol: listed?.symbol ?? `${report.currency} ` };
  }
  return {
    group: context.staff.role === 'admin',
    hotels: hotelList,
    choice,
    report,
    money,
    refused,
  };
}
