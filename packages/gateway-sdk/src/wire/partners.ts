import { endpoint, Obj, type Static, Str } from './define';

/**
 * Partners: the sites whose links (`?partner=<code>`) and embeds send travellers to the
 * booking site. The gateway's partners table decides which codes are known; an unknown code
 * is ignored everywhere and the booking goes on.
 */

/** A known partner, as the booking site asks after a code it was given. */
export const Partner = Obj({
  code: Str('The `partner` code of its links, `[A-Za-z0-9_-]{1,32}`'),
  name: Str("The partner's name"),
});
export type Partner = Static<typeof Partner>;

export const partnerEndpoints = {
  partner: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/util/partner/{code}/',
    summary: 'A partner by its code',
    description:
      'Public. The partner a `partner` link names, so the booking site keeps only a known ' +
      "partner's code for the booking. rec 5 when the code names no partner, or breaks the " +
      'pattern `[A-Za-z0-9_-]{1,32}`. Reads the partners table on every call, so a change to it ' +
      'shows at once on every gateway process.',
    tags: ['partners'],
    params: Obj({ code: Str('A partner code') }),
    data: Obj({ partner: Partner }),
  }),
};
