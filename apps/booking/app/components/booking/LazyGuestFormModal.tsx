import type { GuestFormModalProps } from '@bookdirect/booking-ui/GuestFormModal';
import { lazy, Suspense } from 'react';

// The guest form (formik, yup and the phone rules: the largest part of the pay page's
// JavaScript) opens only on demand, so the page loads it then, not with the page.
const loadGuestForm = () => import('@bookdirect/booking-ui/GuestFormModal');
const GuestFormModal = lazy(() =>
  loadGuestForm().then((module) => ({ default: module.GuestFormModal })),
);

/** Starts loading the guest form, e.g. when the guest list opens, so it is there when asked for. */
export function preloadGuestForm() {
  void loadGuestForm();
}

/** The guest form in its modal, loaded the first time it opens. */
export function LazyGuestFormModal(props: GuestFormModalProps) {
  return (
    <Suspense fallback={null}>
      <GuestFormModal {...props} />
    </Suspense>
  );
}
