import type { ConsultMessage, FranchiseValues, SubmitAnswer } from '@bookdirect/booking-ui';
import type { Region } from '@bookdirect/gateway-sdk';

/**
 * The franchise page's browser calls to this site's resource routes (`routes/api.*`), handed
 * to the library's forms. The no-JavaScript forms post to the page itself.
 */

/** Where both forms post without JavaScript. */
export const FORM_ACTION = '/?index#join';

async function postJson(path: string, values: unknown): Promise<SubmitAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  return (await response.json()) as SubmitAnswer;
}

export const submitApplication = (values: FranchiseValues) => postJson('/api/franchise', values);

export const submitConsultMessage = (values: ConsultMessage) =>
  postJson('/api/franchise-message', values);

export async function loadRegions(pid: number): Promise<readonly Region[]> {
  const response = await fetch(`/api/regions?pid=${pid}`);
  const body = (await response.json()) as { region_list: Region[] };
  return body.region_list;
}
