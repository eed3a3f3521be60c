import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** Layout effects only where there is a layout: the server renders without them. */
export const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Shows a native `<dialog>` as a modal while `open` is true. It opens in the same commit that
 * renders its content (a layout effect), so no frame shows the content in a closed dialog,
 * even when the dialog's code arrived late and React commits it outside the click.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useClientLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
}
