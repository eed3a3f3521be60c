/** A place with coordinates, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Where a pin sits in the board, in percent of its width and height from the top left. */
export interface PinSpot {
  left: number;
  top: number;
}

/** Width over height of the board the pins are fitted into. */
export const BOARD_ASPECT = 3 / 2;

/** Whether a place has coordinates (the catalogue's 0, 0 means none were given). */
export const hasCoordinates = (place: LatLng) =>
  Number.isFinite(place.lat) && Number.isFinite(place.lng) && !(place.lat === 0 && place.lng === 0);

/**
 * Places fitted into a board of `aspect` (width over height): an equirectangular projection
 * (longitudes shrunk by the cosine of the middle latitude, north up) of the places' bounds,
 * scaled to fit inside `padding` percent of each edge and centred. One place, or places all
 * at one spot, sit in the middle.
 */
export function fitPins(places: LatLng[], aspect = BOARD_ASPECT, padding = 14): PinSpot[] {
  if (places.length === 0) return [];
  const lats = places.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const xs = places.map((p) => p.lng * shrink);
  const ys = lats;
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = maxY - Math.min(...ys);
  // The board in units of its height: `aspect` wide, 1 high.
  const innerW = aspect * (1 - (2 * padding) / 100);
  const innerH = 1 - (2 * padding) / 100;
  const scale = Math.min(
    spanX > 0 ? innerW / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? innerH / spanY : Number.POSITIVE_INFINITY,
  );
  const s = Number.isFinite(scale) ? scale : 0;
  const offsetX = (aspect - spanX * s) / 2;
  const offsetY = (1 - spanY * s) / 2;
  return places.map((_, i) => ({
    left: ((offsetX + ((xs[i] ?? 0) - minX) * s) / aspect) * 100,
    top: (offsetY + (maxY - (ys[i] ?? 0)) * s) * 100,
  }));
}
