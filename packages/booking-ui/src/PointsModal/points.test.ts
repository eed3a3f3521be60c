import { describe, expect, it } from 'vitest';
import { choosePoints, readPointsMode } from './points';

const limits = { balance: 2400, max: 2400 };

describe('points modes', () => {
  it('uses no points in mode 0', () => {
    expect(choosePoints(0, 500, limits).points).toBe(0);
  });

  it('uses the gateway maximum in mode 1', () => {
    expect(choosePoints(1, 0, { balance: 2400, max: 1800 }).points).toBe(1800);
  });

  it('rounds a custom amount down to a multiple of 100 and says so', () => {
    expect(choosePoints(2, 250, limits)).toEqual({ points: 200, rounded: true, capped: false });
    expect(choosePoints(2, 300, limits)).toEqual({ points: 300, rounded: false, capped: false });
  });

  it('refuses a custom amount below 100', () => {
    expect(choosePoints(2, 99, limits).error).toBe('validation:points_minimum');
  });

  it('caps a custom amount at the balance and the stay maximum', () => {
    expect(choosePoints(2, 5000, { balance: 2450, max: 2400 })).toEqual({
      points: 2400,
      rounded: false,
      capped: true,
    });
  });

  it('uses nothing at a zero balance', () => {
    expect(choosePoints(2, 100, { balance: 0, max: 0 }).points).toBe(0);
  });

  it('reads the mode from the query', () => {
    expect(readPointsMode('1')).toBe(1);
    expect(readPointsMode('2')).toBe(2);
    expect(readPointsMode('x')).toBe(0);
  });
});
