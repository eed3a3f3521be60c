import { FavoriteButton } from '@bookdirect/booking-ui';
import { useFetcher, useLocation } from '@remix-run/react';
import type { action as favoriteAction } from '../../routes/user_favorite';

/**
 * A hotel's heart: a form posting to /user_favorite, which saves or removes and sends a
 * visitor to sign in and back to this page. Before hydration (or without JavaScript) it is a
 * plain form and the action answers with a redirect back here; after, its submission goes
 * through a fetcher with `enhanced=1`, answered as data, and the heart shows the new state at
 * once. The field is added when the form is sent, so hydrating a page of hearts renders each
 * once.
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

  const answered = fetcher.data && 'ok' in fetcher.data && fetcher.data.ok ? fetcher.data : null;
  const id = answered ? answered.favoriteId : favoriteId;
  const pending = fetcher.formData?.get('intent');
  const saved = pending ? pending === 'save' : id > 0;
  return (
    <form
      method="post"
      action="/user_favorite"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set('enhanced', '1');
        fetcher.submit(form, { method: 'post', action: '/user_favorite' });
      }}
    >
      <input type="hidden" name="intent" value={id > 0 ? 'remove' : 'save'} />
      <input type="hidden" name="hotelId" value={hotelId} />
      {id > 0 ? <input type="hidden" name="favoriteId" value={id} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <FavoriteButton
        saved={saved}
        hotelName={variant === 'icon' ? hotelName : undefined}
        variant={variant}
        busy={fetcher.state !== 'idle'}
      />
    </form>
  );
}
