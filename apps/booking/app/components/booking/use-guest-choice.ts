import type { GuestValues } from '@bookdirect/booking-ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { action } from '../../routes/hotel.pay';
import { preloadGuestForm } from './LazyGuestFormModal';

/**
 * The pay page's guests: who is chosen, whether the list or the guest form is open, and the
 * fetcher that saves a guest. A saved guest closes the form, is chosen when the room has space
 * for one more, and the list shows again, once the revalidated guest list has arrived.
 */
export function useGuestChoice(max: number) {
  const guestFetcher = useFetcher<typeof action>();
  const [selected, setSelected] = useState<number[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<GuestValues | 'new' | null>(null);

  // The guest form loads while the traveller looks at the guest list.
  useEffect(() => {
    if (pickerOpen) preloadGuestForm();
  }, [pickerOpen]);

  const saved =
    guestFetcher.data && 'savedGuestId' in guestFetcher.data ? guestFetcher.data : undefined;
  const handled = useRef<number>();
  useEffect(() => {
    const id = saved?.savedGuestId;
    if (!id || guestFetcher.state !== 'idle' || handled.current === saved.at) return;
    handled.current = saved.at;
    setEditing(null);
    setSelected((list) => (list.includes(id) || list.length >= max ? list : [...list, id]));
    setPickerOpen(true);
  }, [saved, max, guestFetcher.state]);

  const guestAnswer =
    guestFetcher.data && guestFetcher.data.intent === 'guest' ? guestFetcher.data : undefined;

  return {
    guestFetcher,
    guestAnswer,
    selected,
    setSelected,
    pickerOpen,
    setPickerOpen,
    editing,
    setEditing,
  };
}
