import { FavoriteButton } from '@bookdirect/booking-ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { action as favoriteAction } from '../../routes/user_favorite';

/**
 * A hotel's heart: a form posting to /user_favorite, which saves or removes and sends a
 * visitor to sign in and back to this page. Before hydration (or without JavaScript) it is a
 * plain form and the action answers with a redirect back here; after, it is a fetcher that
 * shows the new state at once.
 */
export function SaveHotel({
  hotelId,
  hotelName,
  favoriteId,
  variant = 'icon',
}: {
  hotelId: number;
  hotelName: string;
  /** The member's `user_favorite_id` for the hotel; 0 when not saved or a visitor. */
  favoriteId: number;
  variant?: 'icon' | 'labelled';
}) {
  const fetcher = useFetcher<typeof favoriteAction>();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const answered = fetcher.data && 'ok' in fetcher.data && fetcher.data.ok ? fetcher.data : null;
  const id = answered ? answered.favoriteId : favoriteId;
  const pending = fetcher.formData?.get('intent');
  const saved = pending ? pending === 'save' : id > 0;
  return (
    <fetcher.Form method="post" action="/user_favorite">
      <input type="hidden" name="intent" value={id > 0 ? 'remove' : 'save'} />
      <input type="hidden" name="hotelId" value={hotelId} />
      {id > 0 ? <input type="hidden" name="favoriteId" value={id} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <FavoriteButton
        saved={saved}
        hotelName={variant === 'icon' ? hotelName : undefined}
        variant={variant}
        busy={fetcher.state !== 'idle'}
      />
    </fetcher.Form>
  );
}
