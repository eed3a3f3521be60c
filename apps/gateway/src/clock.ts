/**
 * The gateway's one clock. Every decision that depends on the time (holds, cancel deadlines,
 * check-in windows, completed stays, expiring points) reads it, and SQL that compares with
 * the time receives it as a parameter instead of calling `now()`, so moving the clock moves
 * the code and the SQL alike. Tests pass their own; with DEV_ROUTES the dev tools move it
 * (`POST /dev/clock`), never in a deployment without them.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs `offset` milliseconds ahead of (or behind) another. */
export interface MovableClock extends Clock {
  offsetMs(): number;
  setOffsetMs(ms: number): void;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  const clock = (() => new Date(base().getTime() + offset)) as MovableClock;
  clock.offsetMs = () => offset;
  clock.setOffsetMs = (ms: number) => {
    if (!Number.isSafeInteger(ms)) throw new RangeError(`offset must be an integer, got ${ms}`);
    offset = ms;
  };
  return clock;
}
