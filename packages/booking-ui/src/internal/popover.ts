import { type KeyboardEvent, type RefObject, useEffect } from 'react';
import { css } from 'styled-components';
import { pressedOutside } from './dom-scope';

/**
 * What the search box's fields (destination, dates, rooms and guests) share about the panel
 * each opens under itself: its surface, closing on a press outside the field, and Escape.
 */

/** The panel's surface: under the field, raised, above the page. */
export const popoverSurface = css`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: calc(100% + 8px);
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** While `open`, a press outside the field (`root`, shadow roots included) calls `dismiss`. */
export function useDismissOnOutsidePress(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (pressedOutside(event, root.current)) dismiss();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  });
}

/** The field's keydown handler: Escape while open calls `close`, and goes no further. */
export const closeOnEscape =
  (open: boolean, close: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
