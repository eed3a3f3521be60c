import { useSiteLinks } from '@bookdirect/booking-ui/BookingUiProvider';
import { Button } from '@bookdirect/booking-ui/Button';
import { Notice } from '@bookdirect/booking-ui/Notice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CatalogueError } from '../catalogue';
import { emit } from '../events';

/**
 * A view's data: loading, there, or not to be had (with a way to ask again); `refused` when
 * the gateway is up but does not answer this page's origin.
 */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; refused: boolean };

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

/** What the page's developer reads in the console when the gateway refuses the page's origin. */
export function notAllowedMessage(element: string, origin: string, gatewayUrl: string): string {
  return (
    `bookdirect embed: <${element}> cannot read the catalogue: this page's origin, ${origin}, ` +
    `is not allowed by the gateway at ${gatewayUrl}. Add ${origin} to the partner's origins ` +
    "(back office, Partners; or the gateway's PARTNERS setting): see docs/embedding.md, " +
    '"When the origin is not allowed". Visitors see a link to the booking site meanwhile.'
  );
}

/**
 * The gateway does not answer this page's origin: the visitor gets a plain way to the
 * booking site (with the partner's code), the page's developer a console error and a
 * `bookdirect:error` event saying why. An outage shows `Failed` instead.
 */
export function NotAllowed({
  host,
  partner,
  gatewayUrl,
}: {
  host: HTMLElement;
  partner: string | null;
  gatewayUrl: string;
}) {
  const { t } = useTranslation('errors');
  const url = useSiteLinks().page('home');
  useEffect(() => {
    const origin = location.origin;
    console.error(notAllowedMessage(host.localName, origin, gatewayUrl));
    emit(host, 'bookdirect:error', { code: 'origin_not_allowed', origin, partner, url });
  }, [host, partner, gatewayUrl, url]);
  return (
    <Notice data-testid="embed-not-allowed">
      <Button href={url} variant="secondary">
        {t('errors:embed_book_on_site')}
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
        const refused = error instanceof CatalogueError && error.originRefused;
        // A refused origin is explained by `NotAllowed`, in words the developer can act on.
        if (!refused) console.error(error);
        if (current) setLoaded({ state: 'failed', refused });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}
