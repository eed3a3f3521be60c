import type { Party } from '@bookdirect/gateway-sdk/party';
import type { UiPluralKey } from '../internal/use-ui-translation';

type Translate = (key: UiPluralKey, values?: Record<string, string | number>) => string;

/** "2 adults · 1 room", "2 adults · 2 children · 2 rooms" (zh "2位成人 · 1间"). */
export function partySummary(party: Party, t: Translate): string {
  const parts = [t('search:party_summary_adults', { count: party.adults })];
  if (party.children.length > 0)
    parts.push(t('search:party_summary_children', { count: party.children.length }));
  parts.push(t('search:party_summary_rooms', { count: party.rooms }));
  return parts.join(' · ');
}

/** Ages as the hidden `children` field carries them; an unset age stays empty. */
export const childrenField = (ages: readonly number[]): string =>
  ages.map((age) => (Number.isInteger(age) ? String(age) : '')).join(',');

/** Whether a child's age is still to be chosen. */
export const ageMissing = (party: Party): boolean =>
  party.children.some((age) => !Number.isInteger(age));
