import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { closeOnEscape, popoverSurface, useDismissOnOutsidePress } from '../internal/popover';
import { FieldError, FieldInput, FieldLabel } from '../internal/search-field';
import { useUiTranslation } from '../internal/use-ui-translation';
import { cityName, findCity, type PickerCity, type PickerRegion } from './match';
import { useRegions } from './regions-source';

// The panel's tabs and cities are fetched when someone reaches for the field (pointer or
// focus) or types, not with every page that has a search box.
const loadPanel = () => import('./panel');
const RegionsPanel = lazy(() => loadPanel().then((module) => ({ default: module.RegionsPanel })));
const preloadPanel = () => {
  void loadPanel();
};

export type { PickerCity, PickerRegion } from './match';
export type { PickerHotel } from './names';

export interface DestinationPickerProps {
  /** Top-level regions, each with its cities (empty regions are left out). */
  regions?: PickerRegion[];
  /**
   * Where the regions are read when `regions` is not given: `GET <url>` answering
   * `{ regions: PickerRegion[] }`, once per page, when the field is first reached (pointer,
   * focus or typing). Text typed before the answer is matched when it arrives.
   */
  regionsUrl?: string;
  /** The chosen city. */
  value: PickerCity | null;
  /** Called with the city clicked, or the first match of the typed text (null when none). */
  onChange: (city: PickerCity | null) => void;
  /** The tab shown first when nothing is chosen: the spec's Japan, region 12. */
  initialRegionId?: number;
  /** Error text shown under the field (already translated). */
  error?: string;
  /** Field name of a hidden input carrying the city id, for plain form posts. */
  name?: string;
  /** Field name of the text box itself, so a form posted without JavaScript sends the text. */
  textName?: string;
  /** Element id of the text box (for an outside label). */
  id?: string;
  /** Hide the visible label (the sticky bar). */
  hideLabel?: boolean;
  onBlur?: () => void;
  /**
   * Where the name search finds hotels (`GET <url>?q=<text>` plus the form's stay and party,
   * answering `{ hotels: PickerHotel[] }`): with it, 2 typed characters or more suggest the
   * matching destinations and, under Hotels, the matching hotels, each a link to its page.
   */
  hotelSearchUrl?: string;
}

const NO_REGIONS: PickerRegion[] = [];

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Panel = styled.div`
  ${popoverSurface}
  left: 0;
  width: min(640px, calc(100vw - 32px));

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.mobile} {
    width: calc(100vw - 32px);
  }
`;

/**
 * The destination box: a text field that opens a panel with one tab per top-level region
 * and its cities. Typing selects the first city whose zh or en name contains the text and
 * switches to its tab; Fold (or Escape) collapses the panel. Keyboard: arrows move between
 * tabs, Tab reaches the cities, Enter in the field closes the panel.
 */
export function DestinationPicker({
  regions: givenRegions,
  regionsUrl,
  value,
  onChange,
  initialRegionId = 12,
  error,
  name,
  textName,
  id,
  hideLabel = false,
  onBlur,
  hotelSearchUrl,
}: DestinationPickerProps) {
  const { t, language } = useUiTranslation();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const panelId = `${autoId}-panel`;
  const errorId = `${autoId}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const { state: source, load } = useRegions(givenRegions, regionsUrl);
  const regions = source.status === 'ready' ? source.regions : NO_REGIONS;
  // The tab chosen; until one is, the chosen city's region, else the first tab asked for.
  const [activeRegionId, setActiveRegionId] = useState<number | undefined>(undefined);
  const active =
    regions.find((r) => r.id === activeRegionId) ??
    (value && regions.find((r) => r.cities.some((c) => c.id === value.id))) ??
    regions.find((r) => r.id === initialRegionId) ??
    regions[0];
  const shown = text ?? (value ? cityName(value, language) : '');

  useDismissOnOutsidePress(open, rootRef, close);

  function close() {
    setOpen(false);
    // Text typed before the regions arrived stays until they do (and is matched then).
    if (source.status === 'ready') setText(null);
    onBlur?.();
  }

  function match(next: string, among: PickerRegion[]) {
    const found = findCity(among, next);
    if (found) {
      setActiveRegionId(found.region.id);
      onChange(found.city);
    } else if (next.trim()) {
      onChange(null);
    }
  }

  function type(next: string) {
    setText(next);
    setOpen(true);
    reach();
    match(next, regions);
  }

  function reach() {
    preloadPanel();
    load();
  }

  // Text typed while the regions were read is matched once they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the regions arrive
  useEffect(() => {
    if (source.status !== 'ready' || !text?.trim()) return;
    match(text, source.regions);
    if (!open) setText(null);
  }, [source.status]);

  function pick(city: PickerCity) {
    onChange(city);
    setText(null);
    setOpen(false);
    elementById(rootRef.current, inputId)?.focus();
  }

  const noMatch =
    source.status === 'ready' && Boolean(text?.trim()) && !findCity(regions, text ?? '');

  return (
    <Root
      ref={rootRef}
      onPointerEnter={reach}
      onFocus={reach}
      onKeyDown={closeOnEscape(open, () => {
        close();
        elementById(rootRef.current, inputId)?.focus();
      })}
    >
      <FieldLabel htmlFor={inputId} data-hidden={hideLabel ? '' : undefined}>
        {t('search:destination')}
      </FieldLabel>
      <FieldInput
        id={inputId}
        type="text"
        name={textName}
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={panelId}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t(
          hotelSearchUrl ? 'search:hotel_name_placeholder' : 'search:destination_placeholder',
        )}
        value={shown}
        onClick={() => setOpen(true)}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && open) {
            event.preventDefault();
            close();
          }
          if (event.key === 'ArrowDown' && !open) setOpen(true);
        }}
      />
      {name ? <input type="hidden" name={name} value={value?.id ?? ''} /> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <Panel id={panelId} hidden={!open} aria-label={t('search:destinations_panel')} role="group">
        {open ? (
          <Suspense fallback={null}>
            <RegionsPanel
              idPrefix={autoId}
              regions={regions}
              regionsStatus={source.status}
              onRetry={load}
              active={active}
              value={value}
              noMatchText={noMatch ? (text ?? '') : undefined}
              text={text}
              hotelSearchUrl={hotelSearchUrl}
              inputId={inputId}
              onActivate={setActiveRegionId}
              onFold={close}
              onPick={pick}
              panelId={panelId}
              expanded={open}
            />
          </Suspense>
        ) : null}
      </Panel>
    </Root>
  );
}
