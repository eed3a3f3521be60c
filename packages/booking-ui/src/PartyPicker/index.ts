export type { PartyPickerProps } from './PartyPicker';
export { PartyPicker } from './PartyPicker';
export { ageMissing, partySummary } from './summary';
