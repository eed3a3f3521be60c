export type {
  DestinationPickerProps,
  PickerCity,
  PickerHotel,
  PickerRegion,
} from './DestinationPicker';
export { DestinationPicker } from './DestinationPicker';
export { cityName, findCity, matchCities } from './match';
