/** Midnight, local time, of the given day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Nights between two days, rounded up (the spec), never below 0. */
export function nightsBetween(from: Date, to: Date): number {
  return Math.max(
    0,
    Math.ceil((startOfDay(to).getTime() - startOfDay(from).getTime()) / 86_400_000),
  );
}
