/** Deadlock or serialization failure: PostgreSQL aborted the transaction, a rerun may pass. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Runs a whole transaction again (up to three times) when PostgreSQL aborted it: writers that
 * lock rows in different orders (a booking and the staff calendar, say) may still meet.
 */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
