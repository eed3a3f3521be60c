export type { PaymentResultProps } from './PaymentResult';
export { PaymentResult } from './PaymentResult';
