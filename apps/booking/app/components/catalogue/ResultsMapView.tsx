import { useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ResultHotel } from '../../search.server';

export interface ResultsMapViewProps {
  hotels: ResultHotel[];
  city: string;
}

// The map's code is fetched when someone asks for the map (the toggle, or `view=map` in the
// URL), not with the results page, which is at the edge of its budget.
const ResultsMapPanel = lazy(() => import('./ResultsMapPanel'));

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

/**
 * The Map toggle of the results and, when on, the map of the results beside their list, pins
 * and cards highlighting each other. `view=map` in the URL keeps it on across reloads; the
 * toggle changes the URL in place (the results do not load again).
 */
export function ResultsMapView({ hotels, city }: ResultsMapViewProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('view') === 'map');
  if (hotels.length === 0) return null;
  return (
    <>
      <Toggle
        type="button"
        aria-pressed={open}
        data-testid="map-toggle"
        onClick={() => {
          const url = new URL(window.location.href);
          if (open) url.searchParams.delete('view');
          else url.searchParams.set('view', 'map');
          window.history.replaceState(window.history.state, '', url);
          setOpen(!open);
        }}
      >
        {t('search:map_toggle')}
      </Toggle>
      {open ? (
        <Suspense fallback={<p role="status">{t('search:map_loading')}</p>}>
          <ResultsMapPanel hotels={hotels} city={city} />
        </Suspense>
      ) : null}
    </>
  );
}
