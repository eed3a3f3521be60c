export type { CodeButtonProps, CodeCountdown } from './CodeButton';
export { CodeButton } from './CodeButton';
