import type { GuestValues } from '@bookdirect/booking-ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { action } from '../../routes/hotel.pay';
import { preloadGuestForm } from './LazyGuestFormModal';

/**
 * The pay page's guests: who is chosen for each room, which room's list or the guest form is
 * open, and the fetcher that saves a guest. A saved guest closes the form, is chosen for the
 * room being filled when it has space for one more, and the list shows again, once the
 * revalidated guest list has arrived.
 */
export function useGuestChoice(max: number, rooms = 1) {
  const guestFetcher = useFetcher<typeof action>();
  // One list per room, in room order.
  const [byRoom, setByRoom] = useState<number[][]>(() => Array.from({ length: rooms }, () => []));
  // The room whose guests the picker chooses.
  const [room, setRoom] = useState(0);
  const selected = byRoom[room] ?? [];
  const setSelected = (ids: number[]) =>
    setByRoom((lists) => lists.map((list, index) => (index === room ? ids : list)));
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
    setByRoom((lists) =>
      lists.some((list) => list.includes(id))
        ? lists
        : lists.map((list, index) => (index === room && list.length < max ? [...list, id] : list)),
    );
    setPickerOpen(true);
  }, [saved, max, room, guestFetcher.state]);

  const guestAnswer =
    guestFetcher.data && guestFetcher.data.intent === 'guest' ? guestFetcher.data : undefined;

  return {
    guestFetcher,
    guestAnswer,
    byRoom,
    room,
    setRoom,
    selected,
    setSelected,
    pickerOpen,
    setPickerOpen,
    editing,
    setEditing,
  };
}
