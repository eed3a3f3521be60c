export type { SignInPopoverProps } from './SignInPopover';
export { SignInPopover } from './SignInPopover';
