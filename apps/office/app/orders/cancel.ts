import { CANCEL_REASON_IDS } from '@bookdirect/gateway-sdk';

/** The cancel form's choice: reason ids (1-8, the traveller's own list) and a comment. */
export interface CancelValues {
  reasons: number[];
  comment: string;
}

/** The reasons ticked and the comment of a posted cancel form; anything else is dropped. */
export function cancelValues(form: FormData): CancelValues {
  const ids = new Set(form.getAll('reasons').map((value) => Number(value)));
  return {
    reasons: CANCEL_REASON_IDS.filter((id) => ids.has(id)),
    comment: String(form.get('comment') ?? '').trim(),
  };
}
