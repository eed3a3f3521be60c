/**
 * The picker's days are local Dates (the contract's "today" is the visitor's date); the
 * arithmetic is date-fns' and gateway-sdk's, so the pickers count nights as the sites do.
 */
export { stayNights as nightsBetween } from '@bookdirect/gateway-sdk/days';
export { addDays, isSameDay, startOfDay } from 'date-fns';
