import {
  emptyFranchise,
  type FranchiseOutcome,
  type FranchisePost,
  type FranchiseValues,
} from '@bookdirect/booking-ui';
import { DICT_PAGE_SIZE, type DictItem, REMARK_MAX, type Region } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { toApiLang } from '@bookdirect/locales';
import { redirect } from '@remix-run/node';
import { idOf, regionsOf, submitFranchise, submitMessage } from './franchise.server';
import { shell } from './shell.server';

/** The franchise page's server side: what it shows and what its two forms post. */

/** The countries and intentions the franchise form offers, and a just-sent form's outcome. */
export async function loadHome(request: Request) {
  const lang = shell.language(request);
  const gateway = shell.gatewayFor(request);
  const [countries, intentions] = await Promise.all([
    regionsOf(request, 0),
    gateway
      .call(endpoints.dictionary, {
        query: { code: 'will_level', lang: toApiLang(lang), page: 1, nums: DICT_PAGE_SIZE },
      })
      .then((d) => d.list)
      .catch((): DictItem[] => []),
  ]);
  const done = new URL(request.url).searchParams.get('done');
  const outcome: FranchiseOutcome | null =
    done === 'application' ? 'success' : done === 'message' ? 'sent' : null;
  return { countries, intentions, outcome };
}

export interface ActionData extends FranchisePost {
  provinces: Region[];
  cities: Region[];
  outcome: FranchiseOutcome | null;
}

/**
 * The no-JavaScript path of both forms. `intent=next` re-renders the franchise form with
 * the provinces of the chosen country (and cities of the chosen province); a valid post
 * redirects to `/?done=...#join`, which shows the success message.
 */
export async function franchiseAction(request: Request) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  if (text('form') === 'message') {
    const outcome = await submitMessage(request, {
      name: text('name'),
      contact: text('contact'),
      message: text('message'),
    });
    if (outcome.rec === 0) return redirect('/?done=message#join');
    return {
      form: 'message',
      values: emptyFranchise,
      provinces: [],
      cities: [],
      errors: outcome.errors ?? {},
      outcome: outcome.errors ? null : 'failed',
    } satisfies ActionData;
  }

  const values: FranchiseValues = {
    name: text('name'),
    mobile: text('mobile'),
    country_id: text('country_id'),
    province_id: text('province_id'),
    city_id: text('city_id'),
    will_level_id: text('will_level_id'),
    remark: text('remark').slice(0, REMARK_MAX),
  };
  const countryId = idOf(values.country_id);
  const provinces = countryId ? await regionsOf(request, countryId) : [];
  // A province of another country (the country changed) is cleared, and its city with it.
  if (!provinces.some((p) => String(p.region_id) === values.province_id)) {
    values.province_id = '';
    values.city_id = '';
  }
  const provinceId = idOf(values.province_id);
  const cities = provinceId ? await regionsOf(request, provinceId) : [];
  if (!cities.some((c) => String(c.region_id) === values.city_id)) values.city_id = '';

  if (text('intent') === 'next') {
    return {
      form: 'franchise',
      values,
      provinces,
      cities,
      errors: {},
      outcome: null,
    } satisfies ActionData;
  }
  const outcome = await submitFranchise(request, values);
  if (outcome.rec === 0) return redirect('/?done=application#join');
  return {
    form: 'franchise',
    values,
    provinces,
    cities,
    errors: outcome.errors ?? {},
    outcome: outcome.errors && outcome.rec === 2 ? null : outcome.rec === -1 ? 'network' : 'failed',
  } satisfies ActionData;
}
