import { currentScriptTag } from './config';
import { BookdirectHotels } from './elements/hotels';
import { BookdirectSearch } from './elements/search';
import { start } from './runtime';

/**
 * The script-tag embed: `<script src="<booking site>/embed.js" async></script>` defines
 * `<bookdirect-search>` and `<bookdirect-hotels>` (docs/embedding.md). Loading it twice
 * defines them once.
 */
export type {
  BookdirectEventMap,
  BookingStartDetail,
  ErrorDetail,
  HotelViewDetail,
  SearchDetail,
} from './events';

export const ELEMENTS = {
  'bookdirect-search': BookdirectSearch,
  'bookdirect-hotels': BookdirectHotels,
} as const;

if (!customElements.get('bookdirect-search')) {
  start(currentScriptTag());
  for (const [name, element] of Object.entries(ELEMENTS)) customElements.define(name, element);
}
