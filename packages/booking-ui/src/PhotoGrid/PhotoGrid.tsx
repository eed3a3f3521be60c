import { PHOTO_GRID_SIZE } from '@bookdirect/gateway-sdk/constants';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { Picture } from '../internal/Picture';
import { useUiTranslation } from '../internal/use-ui-translation';
import type { Photo } from './PhotoViewer';

// The full-screen viewer is fetched when someone reaches for a photo, not with the page.
const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));
const preloadViewer = () => {
  void loadViewer();
};

export type { Photo } from './PhotoViewer';

export interface PhotoGridProps {
  /** The hotel's photos; the grid shows up to 5, the viewer all of them. */
  photos: Photo[];
  /** The hotel's name, naming the photos for screen readers. */
  title: string;
}

const Grid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: 2.4 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};

  &[data-count='1'] {
    grid-template-columns: 1fr;
    grid-template-rows: 1fr;
  }
  &[data-count='2'],
  &[data-count='3'] {
    grid-template-columns: 2fr 1fr;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: 1fr;
    aspect-ratio: 4 / 3;
    margin: 0 -${({ theme }) => theme.layout.gutterMobile};
    border-radius: 0;
  }
`;

const Tile = styled.button`
  position: relative;
  min-width: 0;
  min-height: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;

  &:first-child {
    grid-row: 1 / -1;
  }

  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ${({ theme }) => theme.media.mobile} {
    &:not(:first-child) {
      display: none;
    }
  }
`;

const ShowAll = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

/** Up to 5 photos in a grid (one on phones); any of them opens the full-screen viewer. */
export function PhotoGrid({ photos, title }: PhotoGridProps) {
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(0);
  // Mounted from the first opening on, so closing keeps the viewer's own focus handling.
  const [used, setUsed] = useState(false);
  const all = photos.length > 0 ? photos : [{ src: '', alt: t('hotel:image_unavailable') }];
  const shown = all.slice(0, PHOTO_GRID_SIZE);
  const openAt = (index: number) => {
    setStart(index);
    setUsed(true);
    setOpen(true);
  };

  return (
    <section
      aria-label={t('hotel:photos', { name: title })}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
    >
      <Grid data-count={shown.length}>
        {shown.map((photo, index) => (
          <Tile
            key={photo.src}
            type="button"
            onClick={() => openAt(index)}
            aria-label={t('hotel:open_photo', { index: index + 1 })}
          >
            <Picture src={photo.src} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
          </Tile>
        ))}
        <ShowAll type="button" onClick={() => openAt(0)}>
          {t('hotel:show_all_photos')}
        </ShowAll>
      </Grid>
      {used ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={all}
            open={open}
            startIndex={start}
            onClose={() => setOpen(false)}
            title={title}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
