/**
 * GOOGLE_MAPS_API_KEY, read once at start-up: with it the hotel page previews the location
 * on a map (the site server's CSP admits Google's map hosts only then); without it, no map.
 */
export const googleMapsApiKey = process.env.GOOGLE_MAPS_API_KEY?.trim() || undefined;
