import { Button } from '@bookdirect/booking-ui/Button';
import { Notice } from '@bookdirect/booking-ui/Notice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

/** A view's data: loading, there, or not to be had (with a way to ask again). */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

const Waiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What an element shows while its catalogue data is on the way. */
export function Loading() {
  const { t } = useTranslation('common');
  return <Waiting role="status">{t('loading')}</Waiting>;
}

/** The catalogue could not be read: the booking service's words, and Try again. */
export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Notice role="status" data-testid="embed-failed">
      <p>{t('errors:gateway_unavailable')}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Notice>
  );
}

/**
 * Loads a view's data when `key` changes (and again on retry); a newer load wins over an
 * older one still on the way.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}
