import type { Country } from '../GuestForm/countries';

/**
 * Where countries share a calling prefix, the one the prefix is known by: its option is
 * named after it first (`United States, Canada +1`) and sorts under its name.
 */
const PRIMARY: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+39': 'IT',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+358': 'FI',
  '+590': 'GP',
  '+599': 'CW',
};

export interface PrefixOption {
  /** The calling prefix, the select's value: `+30`, `+1-268`. */
  prefix: string;
  /** The countries it calls, the one it is known by first. */
  names: string[];
}

/**
 * One option per calling prefix, named after its countries and in the order of `named`
 * (the page's language's alphabetical order, `useCountryNames`): a select sorted by name,
 * so typing a country's first letters reaches it.
 */
export function prefixOptions(named: readonly (Country & { name: string })[]): PrefixOption[] {
  const byPrefix = new Map<string, (Country & { name: string })[]>();
  for (const country of named) {
    const list = byPrefix.get(country.prefix) ?? [];
    list.push(country);
    byPrefix.set(country.prefix, list);
  }
  const options = [...byPrefix.entries()].map(([prefix, countries]) => {
    const primary = countries.find((c) => c.code === PRIMARY[prefix]) ?? countries[0];
    const ordered = primary ? [primary, ...countries.filter((c) => c !== primary)] : countries;
    return { prefix, names: ordered.map((c) => c.name), first: primary };
  });
  const rank = new Map(named.map((country, at) => [country, at]));
  return options
    .sort(
      (a, b) => (a.first ? (rank.get(a.first) ?? 0) : 0) - (b.first ? (rank.get(b.first) ?? 0) : 0),
    )
    .map(({ prefix, names }) => ({ prefix, names }));
}

/** The option of the prefix typed as a number: `30`, `+30` or `0030`. */
export function findPrefixOption(
  options: readonly PrefixOption[],
  typed: string,
): PrefixOption | undefined {
  const digits = typed.trim().replace(/^(\+|00)/, '');
  if (!/^\d[\d-]*$/.test(digits)) return undefined;
  return options.find((o) => o.prefix === `+${digits}`);
}
