import { type ReactNode, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { useModalDialog } from '../internal/use-modal-dialog';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface ModalProps {
  /** Shown when true; closing (Escape, the close button, the backdrop) calls `onClose`. */
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions under the content. */
  footer?: ReactNode;
  /** `md` 560 px, `lg` 800 px; phones always get the full width from the bottom. */
  size?: 'md' | 'lg';
}

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 32px));
  max-height: min(85vh, 900px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[data-size='lg'] {
    width: min(800px, calc(100vw - 32px));
  }

  &::backdrop {
    background: rgba(12, 20, 28, 0.55);
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }

  ${({ theme }) => theme.media.mobile} {
    &,
    &[data-size='lg'] {
      width: 100vw;
      max-width: 100vw;
      max-height: 92vh;
      margin: auto 0 0;
      border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
    }
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CloseButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Content = styled.div`
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Foot = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A modal dialog on the native `<dialog>`: focus moves in and back, Escape and the backdrop
 * close it, the page behind is inert. A bottom sheet on phones.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      data-size={size}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" onClick={onClose} aria-label={t('hotel:close')}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </Head>
          <Content>{children}</Content>
          {footer ? <Foot>{footer}</Foot> : null}
        </>
      ) : null}
    </Dialog>
  );
}
