import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { elementById, pressedOutside } from '../internal/dom-scope';
import { useUiTranslation } from '../internal/use-ui-translation';
import { cityName, findCity, type PickerCity, type PickerRegion } from './match';

export type { PickerCity, PickerRegion } from './match';

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
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: calc(100% + 8px);
  left: 0;
  width: min(640px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.mobile} {
    width: calc(100vw - 32px);
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Fold = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Cities = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.xxs};
  max-height: 280px;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
`;

const CityButton = styled.button`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function regionName(region: PickerRegion, language: 'zh' | 'en') {
  return language === 'zh' ? region.nameCn || region.nameEn : region.nameEn || region.nameCn;
}

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

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (pressedOutside(event, rootRef.current)) close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  });

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

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = regions[(index + step + regions.length) % regions.length];
    if (!next) return;
    setActiveRegionId(next.id);
    elementById(rootRef.current, `${autoId}-tab-${next.id}`)?.focus();
  }

  const noMatch = text?.trim() && !findCity(regions, text);

  return (
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          elementById(rootRef.current, inputId)?.focus();
        }
      }}
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
        placeholder={t('search:destination_placeholder')}
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
        <PanelHead>
          <Tabs role="tablist" aria-label={t('search:destinations_panel')}>
            {regions.map((region, index) => (
              <Tab
                key={region.id}
                id={`${autoId}-tab-${region.id}`}
                type="button"
                role="tab"
                aria-selected={region.id === active?.id}
                aria-controls={`${autoId}-cities`}
                tabIndex={region.id === active?.id ? 0 : -1}
                onClick={() => setActiveRegionId(region.id)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {regionName(region, language)}
              </Tab>
            ))}
          </Tabs>
          <Fold type="button" aria-expanded={open} aria-controls={panelId} onClick={close}>
            {t('search:fold')}
          </Fold>
        </PanelHead>
        {noMatch ? (
          <Note role="status">{t('search:no_city_match', { text: text ?? '' })}</Note>
        ) : null}
        <div
          id={`${autoId}-cities`}
          role="tabpanel"
          aria-labelledby={active ? `${autoId}-tab-${active.id}` : undefined}
        >
          {active && active.cities.length > 0 ? (
            <Cities>
              {active.cities.map((city) => (
                <li key={city.id}>
                  <CityButton
                    type="button"
                    aria-pressed={value?.id === city.id}
                    onClick={() => pick(city)}
                  >
                    {cityName(city, language)}
                  </CityButton>
                </li>
              ))}
            </Cities>
          ) : (
            <Note>{t('search:no_cities')}</Note>
          )}
        </div>
      </Panel>
    </Root>
  );
}
