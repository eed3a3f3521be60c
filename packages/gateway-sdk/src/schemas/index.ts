import * as yup from 'yup';

/**
 * Shared validation: the same schema runs in the browser (Formik) and on the gateway.
 * Messages are locales keys (`namespace:key`), translated where they are shown.
 */

/** Region query of `GET /util/region/`. */
export const regionQuery = yup.object({
  country_id: yup.number().integer().positive().optional(),
  level: yup.number().integer().oneOf([1, 2, 3]).optional(),
  pid: yup.number().integer().min(0).optional(),
});

export * from './accounts';
export * from './catalog';
export * from './checkin';
export * from './common';
export * from './favorites';
export * from './field-errors';
export * from './franchise';
export * from './orders';
export * from './phone';
export { yup };
