import { SWIPE_THRESHOLD_PX } from '@bookdirect/gateway-sdk/constants';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Picture } from '../internal/Picture';
import { useClientLayoutEffect, useModalDialog } from '../internal/use-modal-dialog';
import { useUiTranslation } from '../internal/use-ui-translation';
import { tabularNums } from '../theme/tokens';

export interface Photo {
  src: string;
  /** Small version for thumbnails; `src` when missing. */
  thumbSrc?: string;
  alt?: string;
}

export interface PhotoViewerProps {
  photos: Photo[];
  /** Shown when true. */
  open: boolean;
  /** Photo shown when it opens. */
  startIndex?: number;
  onClose: () => void;
  /** Accessible name of the photos, e.g. the hotel's name. */
  title: string;
}

const Dialog = styled.dialog`
  /* 100% of the viewport a modal dialog sits in, without the page's scrollbar (100vw has it). */
  width: 100%;
  max-width: 100%;
  height: 100vh;
  max-height: 100vh;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: #0b0f12;
  color: #fff;

  &[open] {
    display: grid;
    /* One column no wider than the viewport: the thumbnail strip's row of photos would
       otherwise set the column's width and push Close and Next off a phone's screen. */
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto;
  }
  & > * {
    min-width: 0;
  }
  &::backdrop {
    background: #0b0f12;
  }
`;

const Top = styled.div`
  ${tabularNums}
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  touch-action: pan-y;

  & > img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
    user-select: none;
  }
`;

const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  color: #fff;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.28);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Prev = styled(RoundButton)`
  position: absolute;
  left: 16px;
  top: 50%;
  transform: translateY(-50%);
  ${({ theme }) => theme.media.mobile} {
    left: 8px;
  }
`;

const Next = styled(RoundButton)`
  position: absolute;
  right: 16px;
  top: 50%;
  transform: translateY(-50%);
  ${({ theme }) => theme.media.mobile} {
    right: 8px;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  /* Centred while the strip fits; once it scrolls, the first photo stays reachable. */
  justify-content: safe center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  list-style: none;

  & > li {
    flex: none;
  }

  & button {
    display: block;
    width: 72px;
    height: 54px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 6px;
    overflow: hidden;
    background: none;
    cursor: pointer;
    opacity: 0.6;
  }
  & button[aria-current='true'] {
    border-color: #fff;
    opacity: 1;
  }
  & button:focus-visible {
    outline: 3px solid #fff;
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Full-screen photo viewer: previous and next buttons, thumbnails, arrow keys, swipe on
 * touch screens, Escape closes and focus returns to what opened it.
 */
export function PhotoViewer({ photos, open, startIndex = 0, onClose, title }: PhotoViewerProps) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  // Opening at a photo shows that photo in the first frame, not the last one viewed.
  useClientLayoutEffect(() => {
    if (open) setIndex(startIndex);
  }, [open, startIndex]);
  useModalDialog(ref, open);

  const photo = photos[index];

  return (
    <Dialog
      ref={ref}
      aria-label={t('hotel:photos', { name: title })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      {open && photo ? (
        <>
          <Top>
            <span aria-live="polite">{t('hotel:photo_of', { index: index + 1, count })}</span>
            <RoundButton type="button" onClick={onClose} aria-label={t('hotel:close')}>
              <span aria-hidden="true">×</span>
            </RoundButton>
          </Top>
          <Stage
            onPointerDown={(event) => {
              touchX.current = event.clientX;
            }}
            onPointerUp={(event) => {
              const start = touchX.current;
              const end = event.clientX;
              touchX.current = null;
              if (start == null) return;
              if (end - start > SWIPE_THRESHOLD_PX) go(-1);
              if (start - end > SWIPE_THRESHOLD_PX) go(1);
            }}
          >
            <Picture
              src={photo.src}
              alt={photo.alt || t('hotel:photo_of', { index: index + 1, count })}
              data-testid="viewer-photo"
              data-index={index}
            />
            {count > 1 ? (
              <>
                <Prev type="button" onClick={() => go(-1)} aria-label={t('hotel:previous_photo')}>
                  <span aria-hidden="true">‹</span>
                </Prev>
                <Next type="button" onClick={() => go(1)} aria-label={t('hotel:next_photo')}>
                  <span aria-hidden="true">›</span>
                </Next>
              </>
            ) : null}
          </Stage>
          <nav aria-label={t('hotel:thumbnails')}>
            <Thumbs>
              {photos.map((item, i) => (
                <li key={item.src}>
                  <button
                    type="button"
                    aria-current={i === index}
                    aria-label={t('hotel:open_photo', { index: i + 1 })}
                    onClick={() => setIndex(i)}
                  >
                    <Picture src={item.thumbSrc ?? item.src} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </Thumbs>
          </nav>
        </>
      ) : null}
    </Dialog>
  );
}
