/** Environment variables as read by the helpers (process.env, or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;
