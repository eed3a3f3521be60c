import { orThrowResponse } from '@bookdirect/app-shell/server';
import type { ReviewItem } from '@bookdirect/booking-ui';
import {
  type CurrencyId,
  type GatewayClient,
  type HotelReviewsData,
  ImageType,
  isGatewayError,
  type Party,
  partyFits,
  partyParams,
  REVIEW_PAGE_SIZE,
  ROOM_TYPE_LIST_SIZE,
  type RoomType,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { imageUrl } from './catalogue.server';
import type { Stay } from './stay';

export interface RoomView {
  id: number;
  name: string;
  imageSrc?: string;
  stayPrice: number | null;
  currency: CurrencyId;
  symbol: string;
  roomsLeft: number;
  bedroomNums: number;
  maxGuests: number;
  area: number;
  roomKind: string;
  facilities: {
    basic: { name: string; present: boolean }[];
    bathroom: { name: string; present: boolean }[];
    kitchen: { name: string; present: boolean }[];
  };
  reserveHref: string;
  /** Fewer rooms left than the party asks for (shown sold out for this party). */
  short?: boolean;
}

const facilities = (list: RoomType['basic_facility']) =>
  list.map((item) => ({ name: item.name, present: item.value === 1 }));

/** The party's query fields for a gateway call, as numbers where the wire has numbers. */
export function partyQuery(party: Party) {
  return {
    rooms: party.rooms,
    adults: party.adults,
    ...(party.children.length > 0 ? { children: party.children.join(',') } : {}),
  };
}

function toRoom(room: RoomType, stay: Stay, party?: Party): RoomView {
  return {
    id: room.hotel_room_type_id,
    name: room.name,
    imageSrc: imageUrl(room.image_key),
    stayPrice: room.price,
    currency: room.currency,
    symbol: room.symbol,
    roomsLeft: room.rest_nums,
    bedroomNums: room.bedroom_nums,
    maxGuests: room.adult_nums,
    area: room.area,
    roomKind: room.room_type,
    facilities: {
      basic: facilities(room.basic_facility),
      bathroom: facilities(room.bathroom_facility),
      kitchen: facilities(room.kitchen_facility),
    },
    // The booking page sends a visitor to /login and back here, so one link serves both.
    reserveHref: `/hotel/booking?${new URLSearchParams({
      enterDate: String(stay.enterDate),
      leaveDate: String(stay.leaveDate),
      hotelId: String(room.hotel_id),
      roomTypeId: String(room.hotel_room_type_id),
      ...(party ? partyParams(party) : {}),
    })}`,
    short: party ? room.rest_nums < party.rooms : false,
  };
}

/** One page of a hotel's reviews as the page shows them. */
export interface ReviewsView {
  total: number;
  /** 1-10, one decimal; 0 when there is none. */
  average: number;
  page: number;
  reviews: ReviewItem[];
  /** Whether a page after this one has reviews. */
  hasMore: boolean;
}

function toReviewsView(data: HotelReviewsData, page: number): ReviewsView {
  return {
    total: data.total,
    average: data.score_avg,
    page,
    reviews: data.review_list.map((review) => ({
      id: review.review_id,
      score: review.score,
      content: review.content,
      nickname: review.nickname,
      createTime: review.create_time,
      reply: review.reply,
      replyLang: review.reply_lang,
    })),
    hasMore: page * REVIEW_PAGE_SIZE < data.total,
  };
}

/**
 * A page of the hotel's reviews, newest first; undefined when the gateway cannot say, so
 * the rest of the hotel page still shows.
 */
export async function loadReviews(
  gateway: GatewayClient,
  hotelId: number,
  page: number,
): Promise<ReviewsView | undefined> {
  try {
    const data = await gateway.call(endpoints.hotelReviews, {
      query: { hotel_id: hotelId, page, nums: REVIEW_PAGE_SIZE },
    });
    return toReviewsView(data, page);
  } catch (error) {
    if (isGatewayError(error)) return undefined;
    throw error;
  }
}

/** `reviewPage` of the hotel page's URL: the page of reviews shown, from 1. */
export function readReviewPage(url: URL): number {
  const raw = url.searchParams.get('reviewPage') ?? '';
  const page = Number(raw);
  return /^\d{1,4}$/.test(raw) && page >= 1 ? page : 1;
}

/**
 * The hotel, its photos, its room types for the stay and a page of its reviews. A missing
 * hotel throws a 404. With a party (a URL that named one), only the room types it fits show
 * (the contract's capacity rule), and their links book that party.
 */
export async function loadHotel(
  gateway: GatewayClient,
  hotelId: number,
  stay: Stay,
  reviewPage = 1,
  party?: Party,
) {
  const query = {
    start_day: stay.enterDate,
    days: stay.nights,
    ...(party ? partyQuery(party) : {}),
  };
  const [[detail, rooms], reviews] = await Promise.all([
    orThrowResponse(
      Promise.all([
        gateway.call(endpoints.hotel, { params: { id: hotelId }, query }),
        gateway.call(endpoints.roomTypes, {
          query: { ...query, hotel_id: hotelId, nums: ROOM_TYPE_LIST_SIZE },
        }),
      ]),
    ),
    loadReviews(gateway, hotelId, reviewPage),
  ]);
  const { hotel } = detail;
  const photos = detail.images
    .filter((image) => image.image_type === ImageType.hotel)
    .map((image) => ({ src: imageUrl(image.image_key) ?? '' }))
    .filter((photo) => photo.src);
  if (photos.length === 0 && hotel.image_key) photos.push({ src: imageUrl(hotel.image_key) ?? '' });
  return {
    hotel: {
      id: hotel.hotel_id,
      name: hotel.name,
      score: hotel.score,
      openingYear: hotel.opening_time,
      renovationYear: hotel.renovation_time,
      phone: hotel.mobile,
      email: hotel.email,
      address: hotel.address,
      city: hotel.city,
      cityId: hotel.city_id,
      cityEn: hotel.city_en,
      currency: hotel.currency,
      symbol: hotel.symbol,
      description: hotel.description,
      lat: hotel.coord_y,
      lng: hotel.coord_x,
      tags: hotel.hotel_tag,
    },
    // The signed-in member's saved-hotel id for the heart; 0 for a visitor.
    favoriteId: detail.user_favorite_id,
    policy: detail.hotel_policy?.check_in_policy,
    photos,
    rooms: rooms.hotel_room_type_list
      .filter((room) => room.status === 1 && (!party || partyFits(room.adult_nums, party)))
      .map((room) => toRoom(room, stay, party)),
    reviews,
  };
}
