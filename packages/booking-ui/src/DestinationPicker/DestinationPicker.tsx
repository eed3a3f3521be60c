import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { closeOnEscape, popoverSurface, useDismissOnOutsidePress } from '../internal/popover';
import { useUiTranslation } from '../internal/use-ui-translation';
import { cityName, findCity, type PickerCity, type PickerRegion } from './match';

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
  regions: PickerRegion[];
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

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

export const FieldInput = styled.input`
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  regions,
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
  const startRegion = useMemo(() => {
    const withValue = value && regions.find((r) => r.cities.some((c) => c.id === value.id));
    return (withValue ?? regions.find((r) => r.id === initialRegionId) ?? regions[0])?.id;
  }, [regions, value, initialRegionId]);
  const [activeRegionId, setActiveRegionId] = useState<number | undefined>(startRegion);
  const active = regions.find((r) => r.id === activeRegionId) ?? regions[0];
  const shown = text ?? (value ? cityName(value, language) : '');

  useDismissOnOutsidePress(open, rootRef, close);

  function close() {
    setOpen(false);
    setText(null);
    onBlur?.();
  }

  function type(next: string) {
    setText(next);
    setOpen(true);
    const match = findCity(regions, next);
    if (match) {
      setActiveRegionId(match.region.id);
      onChange(match.city);
    } else if (next.trim()) {
      onChange(null);
    }
  }

  function pick(city: PickerCity) {
    onChange(city);
    setText(null);
    setOpen(false);
    elementById(rootRef.current, inputId)?.focus();
  }

  const noMatch = Boolean(text?.trim()) && !findCity(regions, text ?? '');

  return (
    <Root
      ref={rootRef}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
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
