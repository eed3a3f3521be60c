/**
 * The events an element dispatches for the host page's analytics: `CustomEvent`s that bubble
 * out of the shadow root (`composed`), each with a documented `detail`. `bookdirect:search`
 * and `bookdirect:hotel-view` can be cancelled (`preventDefault()`): the traveller then stays
 * on the partner's page and no `bookdirect:booking-start` follows.
 */

/** A valid search in `<bookdirect-search>`, before the traveller is sent to the results. */
export interface SearchDetail {
  cityId: number;
  /** The city's name in the element's language. */
  cityName: string;
  /** `YYYYMMDD`. */
  enterDate: number;
  leaveDate: number;
  /** The partner code, or null. */
  partner: string | null;
  /** The booking site's results page the traveller is sent to. */
  url: string;
}

/** A hotel opened from `<bookdirect-hotels>`. */
export interface HotelViewDetail {
  hotelId: number;
  /** The hotel's name in the element's language. */
  hotelName: string;
  cityId: number;
  enterDate: number;
  leaveDate: number;
  partner: string | null;
  /** The booking site's hotel page the traveller is sent to. */
  url: string;
}

/** The traveller leaves the partner's page for the booking site, to book. */
export interface BookingStartDetail {
  /** What sent them: a search or a hotel card. */
  from: 'search' | 'hotel';
  partner: string | null;
  url: string;
}

/**
 * The element cannot show the catalogue for a reason the partner's page can fix; it shows a
 * link to the booking site instead. `origin_not_allowed`: the gateway does not answer this
 * page's origin (not among the partners' origins).
 */
export interface ErrorDetail {
  code: 'origin_not_allowed';
  /** The page's origin (`location.origin`), as the gateway is asked from it. */
  origin: string;
  partner: string | null;
  /** The booking site's page the element links to instead. */
  url: string;
}

export interface BookdirectEventMap {
  'bookdirect:search': SearchDetail;
  'bookdirect:hotel-view': HotelViewDetail;
  'bookdirect:booking-start': BookingStartDetail;
  'bookdirect:error': ErrorDetail;
}

export type BookdirectEventName = keyof BookdirectEventMap;

/**
 * Dispatches an event on the element; returns false when the host page cancelled it.
 */
export function emit<N extends BookdirectEventName>(
  element: EventTarget,
  name: N,
  detail: BookdirectEventMap[N],
  cancelable = false,
): boolean {
  return element.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}
