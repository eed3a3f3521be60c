import { useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** How often a live page (the front desk's board, the franchise leads) reads itself again. */
export const BOARD_REFRESH_MS = 15_000;

/**
 * Reads the page's loader again every `everyMs` while the tab is visible, and at once when it
 * comes back into sight, so new bookings, check-ins, room changes or leads appear without a
 * reload.
 * It waits while a post or a navigation runs; forms the person has open keep what they chose,
 * as a reload of the data does not remount them.
 */
export function useAutoRefresh(everyMs = BOARD_REFRESH_MS) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== 'idle' || revalidator.state !== 'idle';
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && !busy.current) revalidate.current();
    };
    const timer = window.setInterval(refresh, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs]);
}
