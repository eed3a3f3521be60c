export type { QrCodeProps } from './QrCode';
export { QrCode } from './QrCode';
