import type { SubmitAnswer } from '@bookdirect/booking-ui';
import type { FranchiseApplication, FranchiseMessage, Region } from '@bookdirect/gateway-sdk';
import { isGatewayError, Rec } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import {
  fieldErrors,
  franchiseMessageSchema,
  franchiseSchema,
} from '@bookdirect/gateway-sdk/schemas';
import { shell } from './shell.server';

/**
 * What the franchise form's server side answers, to the page or to the browser's fetch: the
 * library forms' `SubmitAnswer`, rec -1 when the gateway could not be reached.
 */
export type SubmitOutcome = SubmitAnswer;

/** Validates with the shared schema, then posts to the gateway. */
export async function submitFranchise(request: Request, raw: unknown): Promise<SubmitOutcome> {
  let body: FranchiseApplication;
  try {
    body = await franchiseSchema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    return { rec: Rec.validation, errors: fieldErrors(error) };
  }
  return call(() => shell.gatewayFor(request).call(endpoints.franchiseApply, { body }));
}

export async function call(work: () => Promise<unknown>): Promise<SubmitOutcome> {
  try {
    await work();
    return { rec: Rec.ok };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    const data = error.data as { errors?: Record<string, string> } | null;
    return { rec: error.rec, ...(data?.errors ? { errors: data.errors } : {}) };
  }
}

/** Children of a region (pid) or the countries (pid 0); an empty list when the gateway fails. */
export async function regionsOf(request: Request, pid: number): Promise<Region[]> {
  try {
    const query = pid > 0 ? { pid } : { level: 1 as const };
    const data = await shell.gatewayFor(request).call(endpoints.regions, { query });
    return data.region_list;
  } catch {
    return [];
  }
}

/** Reads a positive integer from a form or query value. */
export function idOf(value: FormDataEntryValue | string | null): number | undefined {
  const n = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The consult panel's message, validated with its shared schema, then stored by the gateway. */
export async function submitMessage(request: Request, raw: unknown): Promise<SubmitOutcome> {
  let body: FranchiseMessage;
  try {
    body = await franchiseMessageSchema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    return { rec: Rec.validation, errors: fieldErrors(error) };
  }
  return call(() => shell.gatewayFor(request).call(endpoints.franchiseMessage, { body }));
}
