import * as yup from 'yup';
import { INT32_MAX } from '../constants';
import { text } from './common';

/** Per page of the back office's lists, unless the call says `nums`. */
export const STAFF_PAGE_SIZE = 20;
/** The most a staff list answers per page. */
export const STAFF_PAGE_MAX = 100;

/** `page` (from 1) and `nums` (1-100) of every back-office list. */
export const staffPaging = {
  page: yup.number().integer().min(1, 'validation:invalid').max(INT32_MAX).default(1),
  nums: yup
    .number()
    .integer()
    .min(1, 'validation:invalid')
    .max(STAFF_PAGE_MAX, 'validation:invalid')
    .default(STAFF_PAGE_SIZE),
};

/** `GET /v1/s/audit/`: newest first, by staff member and by target. */
export const staffAuditQuery = yup.object({
  ...staffPaging,
  staff_id: yup.number().integer().min(1, 'validation:invalid').max(INT32_MAX).optional(),
  target: text().max(200, 'validation:invalid').optional(),
});
