import { forgetRegions } from '../DestinationPicker/regions-source';
import { regions } from './catalogue-fixtures';

/** The address the stories' pickers read their regions from. */
export const REGIONS_URL = '/hotel/destinations';

/**
 * `fetch` answering `REGIONS_URL` like the booking site's route: held until `release()` (so a
 * story can act while the regions are read) unless `held` is false; `fail` answers 502
 * instead, once.
 */
export const regionsRoute = {
  asked: 0,
  fail: false,
  release: () => {},
};

export function stubRegions(held = true) {
  forgetRegions();
  regionsRoute.asked = 0;
  regionsRoute.fail = false;
  let open: () => void = () => {};
  let gate = held
    ? new Promise<void>((resolve) => {
        open = resolve;
      })
    : Promise.resolve();
  regionsRoute.release = () => open();
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input), window.location.href);
    if (url.pathname !== REGIONS_URL) return real(input, init);
    regionsRoute.asked += 1;
    await gate;
    if (regionsRoute.fail) {
      regionsRoute.fail = false;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return new Response('', { status: 502 });
    }
    return Response.json({ regions });
  };
  return () => {
    window.fetch = real;
    forgetRegions();
  };
}
