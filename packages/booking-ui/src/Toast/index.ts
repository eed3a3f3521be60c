export type { ToastProps } from './Toast';
export { Toast } from './Toast';
