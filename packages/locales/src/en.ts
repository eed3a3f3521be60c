/**
 * English resources, one export per namespace (tree-shaken: import only the namespaces a page
 * uses) and all of them as the default export, ready for i18next's `resources.en`.
 */
import accountJson from './en/account.json';
import bookingJson from './en/booking.json';
import checkinJson from './en/checkin.json';
import commonJson from './en/common.json';
import countriesJson from './en/countries.json';
import currencyJson from './en/currency.json';
import errorsJson from './en/errors.json';
import favoritesJson from './en/favorites.json';
import franchiseJson from './en/franchise.json';
import homeJson from './en/home.json';
import hotelJson from './en/hotel.json';
import marketingJson from './en/marketing.json';
import memberJson from './en/member.json';
import officeJson from './en/office.json';
import officeAuditJson from './en/office_audit.json';
import officeDeskJson from './en/office_desk.json';
import officeLeadsJson from './en/office_leads.json';
import officeOrdersJson from './en/office_orders.json';
import officePartnersJson from './en/office_partners.json';
import officeReportsJson from './en/office_reports.json';
import officeReviewsJson from './en/office_reviews.json';
import ordersJson from './en/orders.json';
import pagesJson from './en/pages.json';
import paymentsJson from './en/payments.json';
import pricesJson from './en/prices.json';
import searchJson from './en/search.json';
import titlesJson from './en/titles.json';
import validationJson from './en/validation.json';
import wechatJson from './en/wechat.json';

// Constants, not re-exported imports, so the declarations spell the keys out and ship
// without the JSON files.
export const account = accountJson;
export const booking = bookingJson;
export const checkin = checkinJson;
export const common = commonJson;
export const countries = countriesJson;
export const currency = currencyJson;
export const errors = errorsJson;
export const favorites = favoritesJson;
export const franchise = franchiseJson;
export const home = homeJson;
export const hotel = hotelJson;
export const marketing = marketingJson;
export const member = memberJson;
export const office = officeJson;
export const office_audit = officeAuditJson;
export const office_leads = officeLeadsJson;
export const office_partners = officePartnersJson;
export const office_reports = officeReportsJson;
export const office_reviews = officeReviewsJson;
export const office_desk = officeDeskJson;
export const office_orders = officeOrdersJson;
export const orders = ordersJson;
export const pages = pagesJson;
export const payments = paymentsJson;
export const prices = pricesJson;
export const search = searchJson;
export const titles = titlesJson;
export const validation = validationJson;
export const wechat = wechatJson;

const en = {
  account,
  booking,
  checkin,
  common,
  countries,
  currency,
  errors,
  favorites,
  franchise,
  home,
  hotel,
  marketing,
  member,
  office,
  office_audit,
  office_leads,
  office_partners,
  office_reports,
  office_reviews,
  office_desk,
  office_orders,
  orders,
  pages,
  payments,
  prices,
  search,
  titles,
  validation,
  wechat,
};

/** Every namespace with its keys; the English file of each namespace is the reference. */
export type Resources = typeof en;
export type Namespace = keyof Resources;

export default en;
