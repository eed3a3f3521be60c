import type { Resources } from './en';
import accountJson from './zh/account.json';
import bookingJson from './zh/booking.json';
import checkinJson from './zh/checkin.json';
import commonJson from './zh/common.json';
import countriesJson from './zh/countries.json';
import currencyJson from './zh/currency.json';
import errorsJson from './zh/errors.json';
import favoritesJson from './zh/favorites.json';
import franchiseJson from './zh/franchise.json';
import homeJson from './zh/home.json';
import hotelJson from './zh/hotel.json';
import marketingJson from './zh/marketing.json';
import memberJson from './zh/member.json';
import officeJson from './zh/office.json';
import officeAuditJson from './zh/office_audit.json';
import officeDeskJson from './zh/office_desk.json';
import officeLeadsJson from './zh/office_leads.json';
import officeOrdersJson from './zh/office_orders.json';
import officePartnersJson from './zh/office_partners.json';
import officeReportsJson from './zh/office_reports.json';
import officeReviewsJson from './zh/office_reviews.json';
import ordersJson from './zh/orders.json';
import pagesJson from './zh/pages.json';
import paymentsJson from './zh/payments.json';
import pricesJson from './zh/prices.json';
import searchJson from './zh/search.json';
import titlesJson from './zh/titles.json';
import validationJson from './zh/validation.json';
import wechatJson from './zh/wechat.json';

/*
 * Simplified Chinese resources, shaped like `./en`: each namespace is typed with the English
 * keys, so a key missing in Chinese fails the build (the test also checks placeholders).
 */
export const account: Resources['account'] = accountJson;
export const booking: Resources['booking'] = bookingJson;
export const checkin: Resources['checkin'] = checkinJson;
export const common: Resources['common'] = commonJson;
export const countries: Resources['countries'] = countriesJson;
export const currency: Resources['currency'] = currencyJson;
export const errors: Resources['errors'] = errorsJson;
export const favorites: Resources['favorites'] = favoritesJson;
export const franchise: Resources['franchise'] = franchiseJson;
export const home: Resources['home'] = homeJson;
export const hotel: Resources['hotel'] = hotelJson;
export const marketing: Resources['marketing'] = marketingJson;
export const member: Resources['member'] = memberJson;
export const office: Resources['office'] = officeJson;
export const office_audit: Resources['office_audit'] = officeAuditJson;
export const office_leads: Resources['office_leads'] = officeLeadsJson;
export const office_partners: Resources['office_partners'] = officePartnersJson;
export const office_reports: Resources['office_reports'] = officeReportsJson;
export const office_reviews: Resources['office_reviews'] = officeReviewsJson;
export const office_desk: Resources['office_desk'] = officeDeskJson;
export const office_orders: Resources['office_orders'] = officeOrdersJson;
export const orders: Resources['orders'] = ordersJson;
export const pages: Resources['pages'] = pagesJson;
export const payments: Resources['payments'] = paymentsJson;
export const prices: Resources['prices'] = pricesJson;
export const search: Resources['search'] = searchJson;
export const titles: Resources['titles'] = titlesJson;
export const validation: Resources['validation'] = validationJson;
export const wechat: Resources['wechat'] = wechatJson;

const zh: Resources = {
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

export default zh;
