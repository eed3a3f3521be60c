import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { breakpoints } from '../theme/media';
import { pressedOutside } from './dom-scope';

/** What can take focus in a panel; the first of these gets it when the panel opens. */
export const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), button:not(:disabled), a[href], select, textarea';

/**
 * A header popover's behaviour: the trigger is a link (so it works without JavaScript and on
 * phones, where the panel is not used) that toggles the panel on desktop. Escape and a click
 * outside close it; focus moves into the panel on open and back to the trigger on Escape.
 */
export function usePopover<T extends HTMLElement = HTMLElement>(initialOpen = false) {
  const [open, setOpen] = useState(initialOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<T>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (pressedOutside(event, rootRef.current)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    const frame = requestAnimationFrame(() => {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  /** On desktop the trigger toggles the panel; on phones its link is followed. */
  const onTriggerClick = useCallback((event: MouseEvent) => {
    if (!window.matchMedia(`(min-width: ${breakpoints.mobile}px)`).matches) return;
    event.preventDefault();
    setOpen((value) => !value);
  }, []);

  return { open, setOpen, close, panelId, rootRef, triggerRef, panelRef, onTriggerClick };
}
