import { defaultBrand } from '@bookdirect/booking-ui';
import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { SerializeFrom } from '@remix-run/node';
import type { StubRoute } from '../../../../.storybook/remix-parameters';
import { photo, regions } from '../../../../packages/booking-ui/src/stories/catalogue-fixtures';
import type { ReviewsView, RoomView } from '../detail.server';
import type { loader as rootLoader } from '../root';
import type { loader as bookingLoader } from '../routes/hotel.booking';
import type { loader as hotelLoader } from '../routes/hotel.detail';
import type { loader as payLoader } from '../routes/hotel.pay';
import type { loader as orderLoader } from '../routes/order_.detail';
import type { loader as tripsLoader } from '../routes/order_list';
import type { ResultHotel } from '../search.server';
import type { Stay } from '../stay';

export { photo, regions };

/** Story-only: a stay pinned in time, so every screenshot shows the same days. */
export const stay: Stay = { enterDate: 20260612, leaveDate: 20260615, nights: 3 };

/** What the booking site's root loader gives every page, for a visitor. */
export const rootData: SerializeFrom<typeof rootLoader> = {
  locale: 'zh',
  brand: defaultBrand,
  bookingUrl: 'https://book.example',
  member: null,
  currency: {
    chosen: null,
    currencies: [
      { code: 'EUR', symbol: '€' },
      { code: 'CNY', symbol: '¥' },
    ],
    ratesDay: 20260301,
    usdPerUnit: { 2: 1.08, 1: 0.14 },
    display: null,
  },
  flash: null,
};

const names = [
  'Plaka Courtyard Suites',
  'Monastiraki Loft Rooms',
  'Koukaki Garden House',
  'Psyrri Artist Hotel',
  'Kolonaki Terrace',
  'Anafiotika Hillside Rooms',
];

/** Athens hotels of the results page. */
export const athensHotels: ResultHotel[] = names.map((name, i) => ({
  id: 1001 + i,
  href: `/hotel/detail?hotelId=${1001 + i}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
  name,
  address: `${12 + i * 7} Adrianou Street, 105 55 Athens`,
  imageSrc: photo(190 + i * 25, ''),
  score: [4.8, 4.5, 4.2, 3.9, 4.6, 4.9][i] ?? 4,
  currency: 2,
  currencySymbol: '€',
  // The cheapest room type's three nights: a little over three times its first night.
  stayPrice: i === 3 ? null : 3 * (96 + i * 23) + 14,
  tags: i % 2 === 0 ? ['Breakfast included', 'Family rooms'] : [],
  favoriteId: i === 1 ? 77 : 0,
  lat: 37.97 + ((i * 7) % 5) * 0.004,
  lng: 23.72 + ((i * 3) % 6) * 0.005,
}));

/** A hotel with a long Chinese name and address, to see the cards wrap. */
export const longChineseHotel: ResultHotel = {
  id: 1099,
  href: `/hotel/detail?hotelId=1099&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
  name: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
  address: '希腊雅典普拉卡区阿德里亚努街一百二十八号，近卫城博物馆与哈德良拱门',
  imageSrc: photo(30),
  score: 4.7,
  currency: 2,
  currencySymbol: '€',
  stayPrice: 3876.5,
  tags: ['含早餐', '可带宠物'],
  favoriteId: 0,
  lat: 37.9715,
  lng: 23.7257,
};

const DAY_S = 86_400;
/** 1 March 2026, 09:00 UTC, in seconds. */
const MARCH_1 = 1_772_355_600;

/** A first page of a hotel's reviews, with more to come. */
export const reviewsPage: ReviewsView = {
  total: 14,
  average: 8.9,
  page: 1,
  hasMore: true,
  reviews: [
    {
      id: 12,
      score: 9,
      content:
        'Spotless room, a comfortable bed and staff who remembered our names from the second day.',
      nickname: 'Alex D.',
      createTime: MARCH_1,
    },
    {
      id: 11,
      score: 10,
      content: '住了四晚，完全不想走。早餐丰盛，晚上很安静，去雅典各个景点都很近。',
      nickname: '王**',
      createTime: MARCH_1 - 9 * DAY_S,
    },
    {
      id: 10,
      score: 7,
      content: 'Comfortable stay and a great location; the shower took a while to warm up.',
      nickname: 'Guest',
      createTime: MARCH_1 - 40 * DAY_S,
    },
  ],
};

/** The page after `reviewsPage`: the last one. */
export const reviewsNextPage: ReviewsView = {
  ...reviewsPage,
  page: 2,
  hasMore: false,
  reviews: [
    {
      id: 9,
      score: 8,
      content: 'Good value for Athens. The room was smaller than expected but clean.',
      nickname: 'Sophie M.',
      createTime: MARCH_1 - 70 * DAY_S,
    },
  ],
};

const facility = (names: string[], missing: string[] = []) => [
  ...names.map((name) => ({ name, present: true })),
  ...missing.map((name) => ({ name, present: false })),
];

const roomHref = (roomTypeId: number) =>
  `/hotel/booking?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&hotelId=1001&roomTypeId=${roomTypeId}`;

/** The room types of the hotel page: one open, one nearly gone, one sold out. */
export const rooms: RoomView[] = [
  {
    id: 3,
    name: 'Deluxe Double with Acropolis View',
    imageSrc: photo(25),
    stayPrice: 384,
    currency: 2,
    symbol: '€',
    roomsLeft: 6,
    bedroomNums: 1,
    maxGuests: 2,
    area: 28,
    roomKind: 'Deluxe',
    facilities: {
      basic: facility(['Air conditioning', 'Wi-Fi'], ['Balcony']),
      bathroom: facility(['Rain shower']),
      kitchen: [],
    },
    reserveHref: roomHref(3),
  },
  {
    id: 4,
    name: 'Family Suite',
    imageSrc: photo(140),
    stayPrice: 612,
    currency: 2,
    symbol: '€',
    roomsLeft: 1,
    bedroomNums: 2,
    maxGuests: 4,
    area: 46,
    roomKind: 'Suite',
    facilities: {
      basic: facility(['Air conditioning', 'Wi-Fi', 'Balcony']),
      bathroom: facility(['Bathtub']),
      kitchen: facility(['Kettle']),
    },
    reserveHref: roomHref(4),
  },
  {
    id: 5,
    name: 'Standard Twin',
    imageSrc: photo(260),
    stayPrice: null,
    currency: 2,
    symbol: '€',
    roomsLeft: 0,
    bedroomNums: 1,
    maxGuests: 2,
    area: 20,
    roomKind: 'Standard',
    facilities: { basic: facility(['Wi-Fi']), bathroom: [], kitchen: [] },
    reserveHref: roomHref(5),
  },
];

/** What the hotel page's loader gives for Plaka Courtyard Suites. */
export const hotelPage: SerializeFrom<typeof hotelLoader> = {
  hotel: {
    id: 1001,
    name: 'Plaka Courtyard Suites',
    score: 4.8,
    openingYear: 1998,
    renovationYear: 2021,
    phone: '+30 210 555 0188',
    email: 'stay@plaka-courtyard.example',
    address: '12 Adrianou Street, 105 55 Athens',
    city: 'Athens',
    cityId: 101,
    cityEn: 'Athens',
    currency: 2,
    symbol: '€',
    description:
      'A restored 1890s townhouse around a quiet courtyard, five minutes on foot from the Acropolis Museum.',
    lat: 37.9715,
    lng: 23.7267,
    tags: 'a:Breakfast included;b:Family rooms;c:Airport shuttle',
  },
  favoriteId: 0,
  policy: { check_in_time: '14:00', check_out_time: '11:00' },
  photos: [0, 40, 80, 120, 160, 200].map((hue) => ({ src: photo(hue) })),
  rooms,
  reviews: reviewsPage,
  stay,
  mapsKey: undefined,
};

/**
 * The catalogue's resource routes as a page's fetchers reach them: saving a hotel, a room's
 * nightly rates, the next page of reviews.
 */
export const catalogueRoutes: StubRoute[] = [
  {
    path: '/user_favorite',
    action: async ({ request }) => {
      const form = await request.formData();
      // As the site's action: a plain form post is sent back where it came from.
      if (form.get('enhanced') !== '1') {
        const back = String(form.get('redirectTo') ?? '/');
        return new Response(null, { status: 302, headers: { Location: back } });
      }
      const intent = form.get('intent') === 'remove' ? 'remove' : 'save';
      const hotelId = Number(form.get('hotelId'));
      return { ok: true, intent, hotelId, favoriteId: intent === 'save' ? 501 : 0 };
    },
  },
  {
    path: '/hotel/rates',
    loader: () => ({
      ok: true,
      nights: [
        { day: 20260612, price: 120 },
        { day: 20260613, price: 120 },
        { day: 20260614, price: 144 },
      ],
    }),
  },
  {
    path: '/hotel/reviews',
    loader: ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return { page, reviews: page === 2 ? reviewsNextPage : undefined };
    },
  },
];

/** The room being booked, as the booking and pay pages load it. */
export const bookedRoom = {
  hotelName: 'Plaka Courtyard Suites',
  timeZone: 'Europe/Athens',
  roomName: 'Deluxe Double with Acropolis View',
  imageSrc: photo(25),
  maxGuests: 2,
  roomsLeft: 6,
  symbol: '€',
  currency: 2,
  nights: [
    { day: 20260612, price: 120 },
    { day: 20260613, price: 120 },
    { day: 20260614, price: 144 },
  ],
  flooredTotal: 384,
} satisfies SerializeFrom<typeof bookingLoader>['room'];

/** The gateway's price check for the room: 384 €, 1 200 points in the balance. */
export const checkedOrder = {
  amount: 384,
  pay_credits: 0,
  credits_amount: 0,
  credits_use_max: 1200,
  credits_per_100: 0.12,
  credits: 1250,
  pay_amount: 384,
  currency: 2,
  symbol: '€',
  price: [
    { day: 20260612, price: 120 },
    { day: 20260613, price: 120 },
    { day: 20260614, price: 144 },
  ],
  // 7 June 2026, 23:59:59 in Athens.
  cancel_expire_time: 1_780_865_999,
  credits_gain: 384,
} satisfies NonNullable<SerializeFrom<typeof bookingLoader>['order']>;

/** The booking review page's data for that room and stay. */
export const bookingPage: SerializeFrom<typeof bookingLoader> = {
  target: {
    enterDate: String(stay.enterDate),
    leaveDate: String(stay.leaveDate),
    hotelId: '1001',
    roomTypeId: '3',
  },
  stay,
  room: bookedRoom,
  mode: 0,
  custom: 0,
  order: checkedOrder,
  soldOut: false,
  notice: undefined,
};

/** A signed-in member, as the root loader gives one to the header and the pages. */
export const memberRootData: SerializeFrom<typeof rootLoader> = {
  ...rootData,
  member: {
    name: 'Lin Wei',
    email: 'lin.wei@example.com',
    mobile: '13800138000',
    level: 2,
    nights: 12,
    credits: 1250,
  },
};

/** The member's saved guests (`user_folks`). */
export const savedGuests = [
  {
    user_folks_id: 7,
    first_name: 'Wei',
    last_name: 'Lin',
    gender: 1,
    birthday: 19880304,
    iso_country_coden: 'CN',
    tel_prefix: '+86',
    phone: '13800138000',
    email: 'lin.wei@example.com',
    id_type: 2,
    idcard: '',
    passport_no: 'E12345678',
    tax_no: '',
  },
  {
    user_folks_id: 8,
    first_name: 'Mei',
    last_name: 'Chen',
    gender: 2,
    birthday: 19900512,
    iso_country_coden: 'CN',
    tel_prefix: '+86',
    phone: '13900139000',
    email: 'chen.mei@example.com',
    id_type: 2,
    idcard: '',
    passport_no: 'E87654321',
    tax_no: '',
  },
] satisfies SerializeFrom<typeof payLoader>['guests'];

/** The pay page's data: the checked price, the member's contact and saved guests. */
export const payPage: SerializeFrom<typeof payLoader> = {
  target: bookingPage.target,
  stay,
  room: bookedRoom,
  order: checkedOrder,
  notice: undefined,
  soldOut: false,
  credits: 0,
  member: { email: 'lin.wei@example.com', phone: { prefix: '+86', number: '13800138000' } },
  guests: savedGuests,
  attemptKey: 'story-attempt-key',
  paySources: [PAY_SOURCE.paypal, PAY_SOURCE.wechat],
};

type OrderPage = SerializeFrom<typeof orderLoader>;
type StoryOrder = OrderPage['order'];

/** A paid order of the member: the room above, two guests, three nights. */
export const paidOrder: StoryOrder = {
  orderId: 'K7Q2M9XA4TB8N3WZ5RCD',
  status: 2,
  hotelName: bookedRoom.hotelName,
  roomName: bookedRoom.roomName,
  startDay: stay.enterDate,
  endDay: stay.leaveDate,
  amount: 384,
  currency: 2,
  symbol: '€',
  // 20 May 2026, 10:24 in Athens.
  createTime: 1_779_261_840,
  cancelExpireTime: checkedOrder.cancel_expire_time,
  expireTime: 0,
  points: 0,
  pointsValue: 0,
  pointsGain: 384,
  total: 384,
  rooms: 1,
  nights: checkedOrder.price,
  maxGuests: 2,
  guests: [
    { first_name: 'Wei', last_name: 'Lin' },
    { first_name: 'Mei', last_name: 'Chen' },
  ],
  imageSrc: photo(25),
  address: '12 Adrianou Street, 105 55 Athens',
  hotelPhone: '+30 210 555 0177',
  hotelEmail: 'desk@acropolis-view.example',
  latitude: 37.9715,
  longitude: 23.7257,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Athens',
  canCancel: true,
  refund: null,
  review: null,
  hotelId: 1001,
  hotelStatus: 1,
  requests: '',
  arrivalTime: '',
  canCheckin: false,
  change: null,
};

/** The order page's data around an order. */
export const orderPage = (order: StoryOrder, extra: Partial<OrderPage> = {}): OrderPage => ({
  order,
  change: { open: order.status === 1 || (order.status === 2 && order.canCancel) },
  checkin: undefined,
  from: '/order_list',
  cancelAsked: false,
  toast: undefined,
  attemptKey: 'story-attempt-key',
  wechatPay: false,
  ...extra,
});

/** My Trips: a page of the member's orders in each state. */
export const tripsPage: SerializeFrom<typeof tripsLoader> = {
  tab: 0,
  page: 1,
  pageCount: 2,
  orders: [
    { ...paidOrder, rooms: 1 },
    {
      ...paidOrder,
      orderId: 'P3N8Q2WX7KD4M9TB5RCA',
      status: 1,
      hotelName: 'Gion Machiya Inn',
      roomName: 'Garden Tatami Room',
      startDay: 20260702,
      endDay: 20260704,
      amount: 36400,
      currency: 4,
      symbol: '¥',
      rooms: 1,
    },
    {
      ...paidOrder,
      orderId: 'R5T2W8KQ3NX9M4DB7CPA',
      status: 6,
      hotelName: 'Alfama Tile House',
      roomName: 'Double with River View',
      startDay: 20260402,
      endDay: 20260405,
      amount: 291,
      rooms: 1,
    },
    {
      ...paidOrder,
      orderId: 'C9M4X2QT7WK3N8BD5RPA',
      status: 9,
      hotelName: 'Riverside Loft Bangkok',
      roomName: 'Studio',
      startDay: 20260310,
      endDay: 20260312,
      amount: 5400,
      currency: 3,
      symbol: '฿',
      rooms: 1,
    },
  ],
  payment: undefined,
  orderId: undefined,
  toast: undefined,
};
