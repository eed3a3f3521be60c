export type { GuestFormModalProps, GuestValues } from './GuestFormModal';
export { GuestFormModal } from './GuestFormModal';
