import { formatDateTime } from '@bookdirect/booking-ui';
import type { StaffLead } from '@bookdirect/gateway-sdk/staff';

/** The page's `t` or the server's `translate` for the language. */
type Say = (key: string, values?: Record<string, string | number>) => string;

/** The office's language as the kit's formatters take it. */
export const kitLanguage = (language: string | undefined): 'zh' | 'en' =>
  language?.startsWith('zh') ? 'zh' : 'en';

/** A time of the leads, in UTC (the column headers and lines say so). */
export const leadTime = (seconds: number, language: 'zh' | 'en') =>
  formatDateTime(seconds, language, 'UTC');

/** "Beijing, Beijing, China" (or "中国 北京 北京"): the lead's city in its chain. */
export function leadRegion(lead: StaffLead, t: Say): string {
  return t('office_leads:region', {
    country: lead.country_name,
    province: lead.province_name,
    city: lead.city_name,
  });
}

/** Who moved the lead to its stage and when, or that nobody has yet. */
export function leadMoved(lead: StaffLead, t: Say, language: 'zh' | 'en'): string {
  if (lead.stage_time === 0) return t('office_leads:never_moved');
  return t('office_leads:moved_by', {
    name: lead.stage_staff_name || '—',
    time: leadTime(lead.stage_time, language),
  });
}
