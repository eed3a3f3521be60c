export type {
  DestinationPickerProps,
  PickerCity,
  PickerRegion,
} from './DestinationPicker';
export { DestinationPicker } from './DestinationPicker';
export { cityName, findCity } from './match';
