import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { useUiTranslation } from '../internal/use-ui-translation';
import { cityName, type PickerCity, type PickerRegion } from './match';
import { NAME_SEARCH_MIN, NameSuggestions } from './names';
import type { RegionsState } from './regions-source';

/*
 * The panel's tabs and cities: loaded when the panel first opens (or when someone reaches for
 * the field), not with every page that has a search box.
 */

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

const Retry = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

function regionName(region: PickerRegion, language: 'zh' | 'en') {
  return language === 'zh' ? region.nameCn || region.nameEn : region.nameEn || region.nameCn;
}

export interface RegionsPanelProps {
  /** The picker's id prefix: tabs are `${idPrefix}-tab-${id}`, the list `${idPrefix}-cities`. */
  idPrefix: string;
  /** The panel's element id (the Fold button controls it). */
  panelId: string;
  regions: PickerRegion[];
  /** Whether the regions are here yet (read from the picker's `regionsUrl`). */
  regionsStatus?: RegionsState['status'];
  /** Reads the regions again after a failed read. */
  onRetry?: () => void;
  /** The region whose cities show. */
  active: PickerRegion | undefined;
  /** The chosen city. */
  value: PickerCity | null;
  /** The typed text when no city matches it. */
  noMatchText?: string;
  /** The text being typed (null when the box shows the chosen city). */
  text?: string | null;
  /** Where the name search finds hotels; without it the panel suggests no hotels. */
  hotelSearchUrl?: string;
  /** The text box's element id. */
  inputId: string;
  /** Whether the panel is open (for the Fold button's state). */
  expanded: boolean;
  onActivate: (regionId: number) => void;
  onFold: () => void;
  onPick: (city: PickerCity) => void;
}

/** One tab per region and the active region's cities; arrows move between tabs. */
export function RegionsPanel({
  idPrefix,
  panelId,
  regions,
  regionsStatus = 'ready',
  onRetry,
  active,
  value,
  noMatchText,
  text,
  hotelSearchUrl,
  inputId,
  expanded,
  onActivate,
  onFold,
  onPick,
}: RegionsPanelProps) {
  const { t, language } = useUiTranslation();

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = regions[(index + step + regions.length) % regions.length];
    if (!next) return;
    onActivate(next.id);
    elementById(event.currentTarget, `${idPrefix}-tab-${next.id}`)?.focus();
  }

  const suggesting = Boolean(hotelSearchUrl) && (text ?? '').trim().length >= NAME_SEARCH_MIN;

  return (
    <>
      {suggesting && hotelSearchUrl ? (
        <NameSuggestions
          text={text ?? ''}
          regions={regions}
          url={hotelSearchUrl}
          inputId={inputId}
          idPrefix={idPrefix}
          onPick={onPick}
        />
      ) : null}
      {regionsStatus === 'ready' ? (
        <>
          <PanelHead>
            <Tabs role="tablist" aria-label={t('search:destinations_panel')}>
              {regions.map((region, index) => (
                <Tab
                  key={region.id}
                  id={`${idPrefix}-tab-${region.id}`}
                  type="button"
                  role="tab"
                  aria-selected={region.id === active?.id}
                  aria-controls={`${idPrefix}-cities`}
                  tabIndex={region.id === active?.id ? 0 : -1}
                  onClick={() => onActivate(region.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {regionName(region, language)}
                </Tab>
              ))}
            </Tabs>
            <Fold type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onFold}>
              {t('search:fold')}
            </Fold>
          </PanelHead>
          {noMatchText !== undefined && !suggesting ? (
            <Note role="status">{t('search:no_city_match', { text: noMatchText })}</Note>
          ) : null}
          <div
            id={`${idPrefix}-cities`}
            role="tabpanel"
            aria-labelledby={active ? `${idPrefix}-tab-${active.id}` : undefined}
          >
            {active && active.cities.length > 0 ? (
              <Cities>
                {active.cities.map((city) => (
                  <li key={city.id}>
                    <CityButton
                      type="button"
                      aria-pressed={value?.id === city.id}
                      onClick={() => onPick(city)}
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
        </>
      ) : (
        <PanelHead>
          {regionsStatus === 'failed' ? (
            <Note role="alert">
              {t('search:destinations_failed')}{' '}
              <Retry type="button" onClick={onRetry}>
                {t('common:retry')}
              </Retry>
            </Note>
          ) : (
            <Note role="status" aria-busy="true">
              {t('search:destinations_loading')}
            </Note>
          )}
          <Fold type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onFold}>
            {t('search:fold')}
          </Fold>
        </PanelHead>
      )}
    </>
  );
}
