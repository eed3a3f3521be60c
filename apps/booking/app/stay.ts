/**
 * The stay in URLs: `enterDate` and `leaveDate` as `YYYYMMDD` (the spec's query names),
 * shared by loaders and components.
 */

export interface Stay {
  /** `YYYYMMDD`. */
  enterDate: number;
  leaveDate: number;
  nights: number;
}

/** The contract's day numbers, under the names loaders and tests already use. */
/** The booking site's URL shapes live with the contract, for the embed and the library too. */
export {
  dayNumber as ymd,
  hotelPath as detailHref,
  hotelTags,
  parseDay as fromYmd,
  searchPath as searchHref,
  stayNights as nights,
} from '@bookdirect/gateway-sdk';
