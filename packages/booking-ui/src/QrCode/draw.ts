import { encode, QrCodeDataType } from 'uqr';

/** A QR code as one SVG path in module units, with the finder patterns left to draw apart. */
export interface Drawn {
  size: number;
  version: number;
  path: string;
}

function modulesPath(data: boolean[][], types: QrCodeDataType[][]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      // Finder patterns are drawn separately with softened corners.
      if (dark && types[y]?.[x] !== QrCodeDataType.Position) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * Codes drawn so far, by value: a site shows the same few codes (the footer's) on every page,
 * and encoding one is the costliest part of a server render's footer. Bounded, for values
 * that vary (a payment's code).
 */
const drawn = new Map<string, Drawn>();
const DRAWN_MAX = 64;

/** `value` encoded (error correction M, no border) and drawn (encoder: uqr). */
export function draw(value: string): Drawn {
  let found = drawn.get(value);
  if (!found) {
    const qr = encode(value, { ecc: 'M', border: 0 });
    found = { size: qr.size, version: qr.version, path: modulesPath(qr.data, qr.types) };
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
    drawn.set(value, found);
  }
  return found;
}
