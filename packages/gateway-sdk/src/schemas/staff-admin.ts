import * as yup from 'yup';
import { text } from './common';
import { staffPaging } from './staff';

/**
 * The group's administration in the back office (`/v1/s/leads/`): franchise leads and where
 * their follow-up stands. Messages are locales keys.
 */

/** A lead's follow-up: new, then contacted, then signed or lost. */
export const STAFF_LEAD_STAGES = ['new', 'contacted', 'signed', 'lost'] as const;
export type StaffLeadStage = (typeof STAFF_LEAD_STAGES)[number];

/** The most a lead's note holds (the column's check). */
export const STAFF_LEAD_NOTE_MAX = 2000;

/** One of the stages; a repeated query field or an object is refused, not trimmed. */
const stage = () => text().oneOf([...STAFF_LEAD_STAGES], 'validation:invalid');

/** `GET /v1/s/leads/`: newest first, of one stage or all. */
export const staffLeadListQuery = yup.object({
  ...staffPaging,
  stage: stage()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional(),
});

/**
 * `PUT /v1/s/leads/{id}/`: a new stage, a new note (`''` clears it), or both; a body with
 * neither names `stage` as required.
 */
export const staffLeadUpdateBody = yup
  .object({
    stage: stage().optional(),
    note: text().max(STAFF_LEAD_NOTE_MAX, 'validation:invalid').optional(),
  })
  .test('stage-or-note', 'validation:required', (value, context) =>
    value?.stage !== undefined || value?.note !== undefined
      ? true
      : context.createError({ path: 'stage', message: 'validation:required' }),
  );

export type StaffLeadUpdateInput = yup.InferType<typeof staffLeadUpdateBody>;
