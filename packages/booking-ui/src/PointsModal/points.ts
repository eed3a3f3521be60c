/** Points modes of the booking page (spec): 0 none, 1 the maximum allowed, 2 a custom amount. */
export type PointsMode = 0 | 1 | 2;

export const POINTS_STEP = 100;
export const POINTS_MIN = 100;

export interface PointsChoice {
  /** Points to ask the gateway for: 0 or a multiple of 100. */
  points: number;
  /** The custom amount was not a multiple of 100 and was rounded down. */
  rounded: boolean;
  /** The custom amount was above what may be used and was lowered. */
  capped: boolean;
  /** A locales key when the custom amount cannot be used (below the minimum). */
  error?: 'validation:points_minimum';
}

/**
 * The points a mode asks for. `max` is the largest usable multiple of 100 (the gateway's
 * `credits_use_max`: within the balance and the room total).
 */
export function choosePoints(
  mode: PointsMode,
  custom: number,
  limits: { balance: number; max: number },
): PointsChoice {
  if (mode === 0 || limits.balance <= 0) return { points: 0, rounded: false, capped: false };
  if (mode === 1) return { points: limits.max, rounded: false, capped: false };
  const typed = Number.isFinite(custom) ? Math.max(0, Math.floor(custom)) : 0;
  if (typed < POINTS_MIN)
    return { points: 0, rounded: false, capped: false, error: 'validation:points_minimum' };
  const ceiling = Math.min(limits.balance, limits.max);
  const capped = typed > ceiling;
  const within = capped ? ceiling : typed;
  const points = Math.floor(within / POINTS_STEP) * POINTS_STEP;
  return { points, rounded: !capped && points !== typed, capped };
}

/** Reads the mode from a query value, none when absent or unknown. */
export function readPointsMode(value: string | null | undefined): PointsMode {
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}
