/**
 * An order's stay as a calendar entry (iCalendar, RFC 5545): one event from the check-in time
 * on the first day to the check-out time on the last, in the hotel's time zone, written as UTC
 * instants so every calendar places it alike. The UID is the order's, so a changed booking
 * imported again updates the same entry.
 */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export interface StayCalendarInput {
  orderId: string;
  /** The hotel's name, in the order's language. */
  hotelName: string;
  /** The hotel's address: the event's LOCATION. */
  address: string;
  /** First and last day, `YYYYMMDD`. */
  startDay: number;
  endDay: number;
  /** `HH:mm` in the hotel's time zone. */
  checkInTime: string;
  checkOutTime: string;
  /** IANA time zone of the hotel; an unknown one counts as UTC. */
  timeZone: string;
  /** Labelled lines of the DESCRIPTION (order number, room, phone, e-mail), in the order's language. */
  details: [label: string, value: string][];
  /** Latitude and longitude; no GEO when both are 0 or absent. */
  latitude?: number;
  longitude?: number;
  /** When the entry was written (DTSTAMP); now by default. */
  stamp?: Date;
  /** The domain that makes the UID global; `bookdirect.example` by default. */
  domain?: string;
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, `;`, `,` and line breaks. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space,
 * and no UTF-8 character is split between lines.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The instant of a wall-clock time (`HH:mm`) on a `YYYYMMDD` day in a time zone. */
export function zonedInstant(day: number, time: string, timeZone: string): Date {
  const zone = validZone(timeZone || 'UTC');
  const [h = 0, m = 0] = time.split(':').map((n) => Number(n) || 0);
  const wall = Date.UTC(
    Math.floor(day / 10000),
    (Math.floor(day / 100) % 100) - 1,
    day % 100,
    h,
    m,
  );
  let at = wall - offsetMs(wall, zone);
  // Across a change of offset, the second guess uses the offset in force at the first.
  const again = wall - offsetMs(at, zone);
  if (again !== at) at = again;
  return new Date(at);
}

/** `20260305T120000Z` */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The `.ics` file of a stay, CRLF lines folded at 75 octets. */
export function stayCalendar(input: StayCalendarInput): string {
  const domain = input.domain ?? 'bookdirect.example';
  const start = zonedInstant(input.startDay, input.checkInTime || '14:00', input.timeZone);
  const end = zonedInstant(input.endDay, input.checkOutTime || '12:00', input.timeZone);
  const description = input.details
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bookdirect//Stay//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:order-${input.orderId}@${domain}`,
    `DTSTAMP:${utcStamp(input.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeCalendarText(input.hotelName)}`,
    `LOCATION:${escapeCalendarText(input.address)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
  ];
  const { latitude, longitude } = input;
  if (
    latitude !== undefined &&
    longitude !== undefined &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    (latitude !== 0 || longitude !== 0)
  ) {
    lines.push(`GEO:${latitude};${longitude}`);
  }
  lines.push('TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}

/** The file name of an order's calendar entry. */
export function stayCalendarFilename(orderId: string): string {
  return `stay-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}.ics`;
}

/** A map search of a point (latitude, longitude); '' when both are 0. */
export function mapLink(latitude: number, longitude: number): string {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return '';
  if (latitude === 0 && longitude === 0) return '';
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
