/**
 * Where the test run starts the stack. `E2E_PORT_OFFSET` moves every port, so two runs (or a
 * run beside `pnpm start`) can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  gateway: 4100 + offset,
  booking: 3100 + offset,
  marketing: 3101 + offset,
  bookingNoGateway: 3102 + offset,
  /** The booking app under a second white-label brand (the accessibility sweep's palette check). */
  bookingSecondBrand: 3103 + offset,
  /** The WeChat Pay journey's own booking app and gateway, and the fake WeChat they talk to. */
  bookingWechat: 3104 + offset,
  gatewayWechat: 4101 + offset,
  fakeWechat: 4102 + offset,
  /** The demo partner site that embeds the booking site (examples/partner-site). */
  partner: 3105 + offset,
  /** The back office. */
  office: 3106 + offset,
  /** The booking app keeping visitors' pages (PAGE_CACHE_SECONDS), for the page cache journey. */
  bookingPageCache: 3107 + offset,
};

/**
 * The replicas journey's own stack (tests/replicas.spec.ts): two gateways on one PostgreSQL
 * database and a booking site in front of each.
 */
export const replicaPorts = {
  gateways: [4110 + offset, 4111 + offset],
  bookings: [3110 + offset, 3111 + offset],
};

export const urls = {
  gateway: `http://127.0.0.1:${ports.gateway}`,
  booking: `http://localhost:${ports.booking}`,
  marketing: `http://localhost:${ports.marketing}`,
  bookingNoGateway: `http://localhost:${ports.bookingNoGateway}`,
  bookingSecondBrand: `http://localhost:${ports.bookingSecondBrand}`,
  bookingWechat: `http://localhost:${ports.bookingWechat}`,
  bookingPageCache: `http://localhost:${ports.bookingPageCache}`,
  gatewayWechat: `http://127.0.0.1:${ports.gatewayWechat}`,
  fakeWechat: `http://127.0.0.1:${ports.fakeWechat}`,
  /** The partner site, on the origin the gateway's PARTNERS gives the demo partner. */
  partner: `http://localhost:${ports.partner}`,
  /** The same pages from an origin the gateway does not list. */
  partnerUnlisted: `http://127.0.0.1:${ports.partner}`,
  office: `http://localhost:${ports.office}`,
};

/** The official account and merchant of the WeChat journey (keys are made per run). */
export const wechatMerchant = {
  appId: 'wxe2e0000000000001',
  appSecret: 'e2e-official-account-secret',
  mchId: '1900000109',
  apiV3Key: 'e2eApiV3Key0123456789abcdefABCDE',
  certSerial: '3775B6A45ACD588826D15E583A95F5DD2B6B5FCD',
  platformSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};

/**
 * The gateway's limits in this run where the defaults would not do: every journey's browser
 * is the same visitor (127.0.0.1), and the franchise journeys of both projects and languages
 * post more applications than the default 5 per address. The security journey proves the
 * limit holds at this figure.
 */
export const limits = {
  franchisePerAddress: 50,
  /** Every journey's new member asks for a code from 127.0.0.1 (the default is 30 an hour). */
  codeRequestsPerAddress: 500,
  /** Check-in verifications of every journey, all from 127.0.0.1 (the default is 20). */
  checkinPerAddress: 200,
};
