export type { PickerCity, PickerRegion } from '../DestinationPicker/DestinationPicker';
export type { SearchBoxProps, SearchValues } from './SearchBox';
export { SearchBox, toYmd } from './SearchBox';
