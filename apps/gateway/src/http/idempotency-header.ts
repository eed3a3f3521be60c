import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_TTL_HOURS } from '@bookdirect/gateway-sdk';
import type { JsonSchema } from './schemas';

/**
 * The `Idempotency-Key` header as calls declare it (defineEndpoint's `idempotent`); the
 * keys a member sent and their first answers are the accounts domain's (accounts/idempotency.ts).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII: what a UUID, a ULID or any client's own scheme is written in. */
export const KEY_PATTERN = `^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`;

/** The header as the OpenAPI document and the request validation know it. */
export const idempotencyHeaders: JsonSchema = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      pattern: KEY_PATTERN,
      description:
        `Optional, 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, one per attempt ` +
        `(a UUID). Sent again by the same member within ${IDEMPOTENCY_KEY_TTL_HOURS} hours with ` +
        'the same body, the call is not carried out again: it answers the first rec 0 result. ' +
        'With another body it answers rec 2 `validation:idempotency_key_reused`.',
    },
  },
};
