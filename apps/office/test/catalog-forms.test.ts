import {
  type StaffHotelDetail,
  type StaffRoomTypeDetail,
  staffHotelWrite,
  staffRoomsWrite,
  staffRoomTypeWrite,
} from '@bookdirect/gateway-sdk/staff';
import { describe, expect, it } from 'vitest';
import {
  facilityChoices,
  hotelFormFromPost,
  hotelFormValues,
  hotelWriteBody,
  NEW_ROOM_TYPE,
  roomErrorRow,
  roomRowsFromPost,
  roomsWriteBody,
  roomTypeFormFromPost,
  roomTypeFormValues,
  roomTypeWriteBody,
} from '../app/catalog/forms';
import { movedOrder } from '../app/components/catalog/PhotoManager';

const room: StaffRoomTypeDetail = {
  hotel_room_type_id: 7,
  hotel_id: 3,
  name_cn: '豪华大床房',
  name_en: 'Deluxe King',
  status: 1,
  bedroom_nums: 1,
  big_beds: 1,
  adult_nums: 2,
  area: 32,
  room_type_cn: '',
  room_type_en: 'Quiet, courtyard side',
  basic_facility: { wifi: 1, desk: 0 },
  bathroom_facility: { bathtub: 1 },
  kitchen_facility: {},
  sort: 0,
  rooms: [
    { hotel_room_id: 1, no: '101', floor: 1 },
    { hotel_room_id: 2, no: '102', floor: 1 },
  ],
};

const hotel = {
  hotel_id: 3,
  published: 1,
  name_cn: '湖畔酒店',
  name_en: 'Lakeside Hotel',
  address_cn: '湖滨路 1 号',
  address_en: '1 Lake Road',
  description_cn: '',
  description_en: '',
  policy_cn: '',
  policy_en: 'No pets.',
  mobile: '+86 571 0000 0000',
  email: 'desk@lakeside.test',
  check_in_time: '14:00',
  check_out_time: '12:00',
  facilities: ['wifi', 'parking'],
  coord_x: 120.155,
  coord_y: 30.25,
  facility_choices: [],
  city_id: 1,
  currency_id: 1,
  time_zone: 'Asia/Shanghai',
  room_types: [room],
} as unknown as StaffHotelDetail;

function post(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('the hotel form', () => {
  it('saves what it loaded unchanged, and the shared schema accepts it', () => {
    const body = hotelWriteBody(hotelFormValues(hotel));
    expect(body).toMatchObject({
      name_en: 'Lakeside Hotel',
      facilities: ['wifi', 'parking'],
      coord_x: 120.155,
      coord_y: 30.25,
      check_in_time: '14:00',
    });
    expect(() => staffHotelWrite.validateSync(body)).not.toThrow();
  });

  it('reads a post: ticked facilities once each, coordinates as numbers, texts trimmed', () => {
    const values = hotelFormFromPost(
      post([
        ['name_en', '  Lakeside Hotel & Spa '],
        ['facilities', 'wifi'],
        ['facilities', 'pool'],
        ['facilities', 'wifi'],
        ['coord_x', ' 121.5 '],
        ['coord_y', '31.2'],
      ]),
    );
    const body = hotelWriteBody(values);
    expect(body.name_en).toBe('Lakeside Hotel & Spa');
    expect(body.facilities).toEqual(['wifi', 'pool']);
    expect(body.coord_x).toBe(121.5);
    expect(body.coord_y).toBe(31.2);
  });

  it('leaves a blank or wrong coordinate for the schema to refuse, never 0', () => {
    const body = hotelWriteBody({ ...hotelFormValues(hotel), coord_x: '', coord_y: 'north' });
    expect(body.coord_x).toBe('');
    expect(body.coord_y).toBe('north');
    expect(() => staffHotelWrite.validateSync(body, { abortEarly: false })).toThrow();
  });
});

describe('the room type form', () => {
  /** A hotel's answer offering no facility beyond what the room type holds. */
  const NOTHING_OFFERED = { basic_facility: [], bathroom_facility: [], kitchen_facility: [] };

  it("offers the gateway's facilities with their labels, then the room type's own keys", () => {
    const offered = {
      ...NOTHING_OFFERED,
      basic_facility: [
        { key: 'wifi', name_cn: '无线网络', name_en: 'Wi-Fi' },
        { key: 'tv', name_cn: '电视', name_en: 'TV' },
      ],
    };
    const choices = facilityChoices(offered, room);
    expect(choices.basic_facility).toEqual([
      { key: 'wifi', name_cn: '无线网络', name_en: 'Wi-Fi' },
      { key: 'tv', name_cn: '电视', name_en: 'TV' },
      { key: 'desk', name_cn: 'desk', name_en: 'desk' },
    ]);
    // A new room type gets every offered facility, unticked.
    const body = roomTypeWriteBody(NEW_ROOM_TYPE, facilityChoices(offered, undefined));
    expect(body.basic_facility).toEqual({ wifi: 0, tv: 0 });
  });

  it('round-trips a room type: numbers, shown flag and every offered facility key', () => {
    const values = roomTypeFormValues(room);
    expect(values.facilities).toEqual(['basic_facility.wifi', 'bathroom_facility.bathtub']);
    const body = roomTypeWriteBody(values, facilityChoices(NOTHING_OFFERED, room));
    expect(body).toMatchObject({
      name_en: 'Deluxe King',
      bedroom_nums: 1,
      adult_nums: 2,
      area: 32,
      status: 1,
      basic_facility: { wifi: 1, desk: 0 },
      bathroom_facility: { bathtub: 1 },
    });
    // A group the room type has no keys in is left as it is, not emptied.
    expect(body).not.toHaveProperty('kitchen_facility');
    expect(() => staffRoomTypeWrite.validateSync(body)).not.toThrow();
  });

  it('sends an unticked key as 0 and an unticked shown box as hidden', () => {
    const values = roomTypeFormFromPost(
      post([
        ['name_cn', '豪华大床房'],
        ['name_en', 'Deluxe King'],
        ['bedroom_nums', '2'],
        ['big_beds', '2'],
        ['adult_nums', '3'],
        ['area', '40'],
        ['facilities', 'basic_facility.desk'],
      ]),
    );
    const body = roomTypeWriteBody(values, facilityChoices(NOTHING_OFFERED, room));
    expect(body.status).toBe(0);
    expect(body.basic_facility).toEqual({ wifi: 0, desk: 1 });
    expect(body.bathroom_facility).toEqual({ bathtub: 0 });
    expect(body.bedroom_nums).toBe(2);
  });
});

describe('the rooms list', () => {
  const rows = roomRowsFromPost(
    post([
      ['room_no', ' 101 '],
      ['room_floor', '1'],
      ['room_no', ''],
      ['room_floor', '1'],
      ['room_no', '201'],
      ['room_floor', ''],
    ]),
  );

  it('sends the numbered rows, trimmed, a blank floor left to the gateway', () => {
    expect(roomsWriteBody(rows)).toEqual({ rooms: [{ no: '101', floor: 1 }, { no: '201' }] });
  });

  it('puts an error of the rows sent under the row shown, blank rows counted', () => {
    expect(roomErrorRow(rows, 0)).toBe(0);
    expect(roomErrorRow(rows, 1)).toBe(2);
    expect(roomErrorRow(rows, 2)).toBe(-1);
  });

  it('a number listed twice is caught before the post, at the second row', () => {
    const twice = roomsWriteBody([
      { no: '101', floor: '1' },
      { no: '101', floor: '1' },
    ]);
    expect(() => staffRoomsWrite.validateSync(twice, { abortEarly: false })).toThrow(
      'validation:room_no_taken',
    );
  });
});

describe('moving a photo', () => {
  const photos = [1, 2, 3].map((photo_id) => ({
    photo_id,
    image_key: `k${photo_id}`,
    url: '',
    display_url: '',
    sort: photo_id - 1,
  }));

  it('names every photo once, the moved one a place earlier or later', () => {
    expect(movedOrder(photos, 2, 1)).toBe('1,3,2');
    expect(movedOrder(photos, 0, 1)).toBe('2,1,3');
  });
});
