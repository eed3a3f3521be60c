import { describe, expect, it } from 'vitest';
import { BOARD_ASPECT, fitPins, hasCoordinates } from './fit';

describe('fitPins', () => {
  it('puts north up and east right, inside the padding', () => {
    const spots = fitPins([
      { lat: 38, lng: 23.7 },
      { lat: 37.9, lng: 23.8 },
    ]);
    const [nw, se] = spots;
    expect(nw?.top).toBeLessThan(se?.top ?? 0);
    expect(nw?.left).toBeLessThan(se?.left ?? 0);
    for (const spot of spots) {
      expect(spot.left).toBeGreaterThanOrEqual(14 - 1e-9);
      expect(spot.left).toBeLessThanOrEqual(86 + 1e-9);
      expect(spot.top).toBeGreaterThanOrEqual(14 - 1e-9);
      expect(spot.top).toBeLessThanOrEqual(86 + 1e-9);
    }
  });

  it('keeps the shape: a degree of longitude is shorter than one of latitude away from the equator', () => {
    // A square of 0.1 degrees at 60° N is half as wide as it is tall.
    const [a, b] = fitPins([
      { lat: 60.1, lng: 10 },
      { lat: 60, lng: 10.1 },
    ]);
    const width = (((b?.left ?? 0) - (a?.left ?? 0)) / 100) * BOARD_ASPECT;
    const height = ((b?.top ?? 0) - (a?.top ?? 0)) / 100;
    expect(width / height).toBeCloseTo(Math.cos((60.05 * Math.PI) / 180), 2);
  });

  it('centres one place, or places at one spot', () => {
    expect(fitPins([{ lat: 1, lng: 2 }])).toEqual([{ left: 50, top: 50 }]);
    expect(
      fitPins([
        { lat: 1, lng: 2 },
        { lat: 1, lng: 2 },
      ]),
    ).toEqual([
      { left: 50, top: 50 },
      { left: 50, top: 50 },
    ]);
  });

  it('takes 0, 0 as no coordinates', () => {
    expect(hasCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(hasCoordinates({ lat: 0, lng: 23.7 })).toBe(true);
  });
});
