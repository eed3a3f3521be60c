/** Business constants of the spec, under the spec's names. */

/** PostgreSQL `integer`: the column of every id and count a request names. */
export const INT32_MAX = 2_147_483_647;
/** PostgreSQL `smallint`: statuses, channels, types and scores. */
export const SMALLINT_MAX = 32_767;

/** Every gateway call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The `login` and `token` cookies live 4.5 days. */
export const LOGIN_COOKIE_MAX_AGE_MS = 388_800_000;
/** A new verification code may be asked for after 59 s. */
export const RESEND_COUNTDOWN_S = 59;
/** The booking page re-checks its price after 60 s. */
export const PRICE_CHECK_TIMER_S = 60;

export const HOTEL_LIST_PAGE_SIZE = 100;
export const ROOM_TYPE_LIST_SIZE = 150;
export const HOT_CITIES_SIZE = 100;
export const HOME_CARDS_STEP = 12;
export const MAX_HOTEL_TAGS = 3;
export const PHOTO_GRID_SIZE = 5;
export const ORDER_LIST_PAGE_SIZE = 100;

export const DEFAULT_DESTINATION = 'Athens';
/** The destination picker opens on Japan's tab. */
export const START_REGION_ID = 12;
/** Top-level home countries and their region ids. */
export const HOME_REGION_IDS = {
  greece: 1,
  portugal: 4,
  spain: 7,
  italy: 8,
  turkey: 9,
  thailand: 10,
  malaysia: 11,
  japan: 12,
} as const;

export const POINTS_MIN = 100;
export const POINTS_STEP = 100;

export const REMARK_MAX = 200;
export const REMARK_WARN_ABOVE = 190;
export const PHONE_MIN = 5;
export const PHONE_MAX = 16;
export const DEFAULT_PHONE_PREFIX = '+86';
export const KEYBOX_PASSWORD_LENGTH = 4;
export const CAROUSEL_SLIDES = 4;
export const CAROUSEL_INTERVAL_MS = 15_000;
export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const LANGUAGE_DETECTION_TIMEOUT_MS = 5_000;
export const DICT_PAGE_SIZE = 15;

/** Franchise applications and messages per client address and window, unless configured. */
export const DEFAULT_FRANCHISE_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

/** Payment sources: 11 PayPal (served by the sandbox by default), 21 WeChat Pay. */
export const PAY_SOURCE = { paypal: 11, wechat: 21 } as const;

/** E-mailed verification codes: 6 digits, valid 10 minutes, 5 wrong tries, single use. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_S = 600;
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Shortest password the forms accept (the gateway only ever sees its SHA-256). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Points history page size on /user_credits. */
export const CREDITS_PAGE_SIZE = 20;

/** `Idempotency-Key` on booking and payment start: its length, and how long its answer is kept (contract). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** An unpaid order holds its stock and points this long, then expires (contract). */
export const ORDER_HOLD_MINUTES = 30;
/** Saved guests a member may keep. */
export const MAX_FOLKS_PER_MEMBER = 50;
/** Free cancellation until 23:59:59 hotel time this many days before arrival, inclusive (contract). */
export const FREE_CANCELLATION_DAYS = 5;
/** 100 points are worth 1 CNY (contract). */
export const POINTS_PER_CNY = 100;
/** `seller_id` of the demo brand and `source` channels (contract). */
export const SELLER_ID = 1;
export const ORDER_SOURCE = { web: 1, mobileWeb: 2, wechat: 3 } as const;
/** Cancellation reasons 1-8 (spec section 9). */
export const CANCEL_REASON_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The cancel modal's comment: at most this many characters (the spec's remark limit). */
export const CANCEL_COMMENT_MAX = REMARK_MAX;
/** The traveller's special requests on the pay page: at most this many characters. */
export const SPECIAL_REQUESTS_MAX = 300;
/** The arrival times a traveller may give on the pay page: every hour of the day, hotel time. */
export const ARRIVAL_TIME_CHOICES: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

/** Points expire this many months after they were earned or returned, oldest first (contract). */
export const POINTS_EXPIRY_MONTHS = 24;
/** The member level counts nights of stays completed in this many months. */
export const LEVEL_WINDOW_MONTHS = 12;
/** Nights that reach gold, platinum and diamond (silver below). */
export const LEVEL_NIGHTS = { gold: 5, platinum: 15, diamond: 30 } as const;

/** A review: a score of 1-10 and a text of at most 1,000 characters; 20 per page. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEW_PAGE_SIZE = 20;
/** My Trips tabs: all (0), unpaid, paid, to review (6), reviewed (8), cancelled. */
export const ORDER_TABS = [0, 1, 2, 6, 8, 9] as const;
/** The statuses the 'all' tab asks for. */
export const ALL_ORDER_STATUS_IDS = [1, 2, 6, 8, 9] as const;

/**
 * Failed sign-ins, code mails and refused codes each client may cause per window, unless the
 * gateway's environment says otherwise (LOGIN_FAILURES_PER_EMAIL, CODE_REQUESTS_PER_ADDRESS...).
 */
export const DEFAULT_ACCOUNT_LIMITS = {
  /** Failed logins per e-mail address before it is locked for the rest of the window. */
  loginFailuresPerEmail: { max: 5, windowSeconds: 900 },
  /** Failed logins per client address, whatever the e-mail. */
  loginFailuresPerAddress: { max: 30, windowSeconds: 900 },
  /** Code mails asked for per client address (registration and reset together). */
  codeRequestsPerAddress: { max: 30, windowSeconds: 3600 },
  /** Wrong, expired or reused codes given per client address. */
  codeFailuresPerAddress: { max: 30, windowSeconds: 900 },
} as const;

/**
 * Travel platforms (`GET /checkin/ota/`, contract): the brand's own site is 1 (a direct
 * booking verifies with its own order id), then the platforms whose reservations are imported.
 */
export const OTA = {
  direct: 1,
  bookingCom: 2,
  agoda: 3,
  tripCom: 4,
  expedia: 5,
  airbnb: 6,
  hotelsCom: 7,
} as const;
export type OtaId = (typeof OTA)[keyof typeof OTA];
/** An anonymous guest's check-in token (`o_token`) lives this long (contract). */
export const CHECKIN_TOKEN_TTL_S = 2 * 60 * 60;
/** Check-in closes, and the room passwords expire, at this hotel time on the departure day. */
export const CHECKIN_CLOSES_AT = '11:00';
/**
 * Check-in verifications each client may try, and wrong check-in tokens it may present, per
 * window, unless the gateway is told otherwise.
 */
export const DEFAULT_CHECKIN_LIMITS = {
  /** Attempts per client address on one booking (channel and platform order number). */
  perAddressAndBooking: { max: 5, windowSeconds: 900 },
  /** Attempts per client address, whatever the booking. */
  perAddress: { max: 20, windowSeconds: 900 },
  /**
   * Wrong contacts on one booking, from every address together, that still answer the masked
   * booking e-mail; past it a wrong contact hears only that the details do not match.
   */
  hintsPerBooking: { max: 10, windowSeconds: 3600 },
  /** Wrong or expired `o_token`s per client address on one order (a missing one is not counted). */
  tokenFailuresPerAddressAndOrder: { max: 5, windowSeconds: 900 },
  /**
   * Wrong or expired `o_token`s per client address, whatever the order: higher, since a hotel
   * lobby's guests share one address.
   */
  tokenFailuresPerAddress: { max: 100, windowSeconds: 900 },
} as const;

/** Saved hotels per page of `GET /user/favorite/` when the call names no `nums`. */
export const FAVORITES_PAGE_SIZE = 20;
/** Largest `nums` of `GET /user/favorite/`. */
export const FAVORITES_PAGE_MAX = 100;
