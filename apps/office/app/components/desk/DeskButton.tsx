import { Button } from '@bookdirect/booking-ui';
import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';

/**
 * A submit button of one row's form that shows it is working while that form's post runs:
 * the board has the same action on many rows, so the posted `intent` and `fields` (order,
 * room) tell its own post apart from the others'.
 */
export function DeskButton({
  intent,
  fields,
  variant = 'secondary',
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const posted = navigation.state === 'submitting' ? navigation.formData : undefined;
  const busy =
    posted?.get('intent') === intent &&
    Object.entries(fields).every(([name, value]) => posted.get(name) === String(value));
  return (
    <Button type="submit" name="intent" value={intent} variant={variant} size="sm" loading={busy}>
      {children}
    </Button>
  );
}
