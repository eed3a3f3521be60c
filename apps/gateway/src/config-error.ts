/**
 * A setting that cannot be used as given. Its own module so the settings readers of each
 * domain (payments/settings.ts) and loadConfig, which consults them, import it without
 * importing each other.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
