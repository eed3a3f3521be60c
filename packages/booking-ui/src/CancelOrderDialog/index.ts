export type {
  CancelOrderDialogProps,
  CancelValues,
} from './CancelOrderDialog';
export { CancelOrderDialog } from './CancelOrderDialog';
