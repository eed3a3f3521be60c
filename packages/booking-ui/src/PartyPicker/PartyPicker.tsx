import type { Party } from '@bookdirect/gateway-sdk/party';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { closeOnEscape, popoverSurface, useDismissOnOutsidePress } from '../internal/popover';
import { FieldError, FieldLabel } from '../internal/search-field';
import { useUiTranslation } from '../internal/use-ui-translation';
import { childrenField, partySummary } from './summary';

// The steppers and age selects are fetched when someone reaches for the field, not with every
// page that has a search box: the page pays for the button and the hidden fields only.
const loadPanel = () => import('./panel');
const PartyPanel = lazy(() => loadPanel().then((module) => ({ default: module.PartyPanel })));
const preloadPanel = () => {
  void loadPanel();
};

export interface PartyPickerProps {
  /** Rooms, adults and each child's age (NaN for an age still to be chosen). */
  value: Party;
  onChange: (party: Party) => void;
  /** Called when the panel closes (Done, Escape, a press outside, the button again). */
  onClose?: () => void;
  /** Error text under the field (already translated). */
  error?: string;
  /** Hidden `rooms`, `adults` and `children` inputs, so a GET form works without JavaScript. */
  fieldNames?: boolean;
  /** Hide the visible label. */
  hideLabel?: boolean;
}

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Trigger = styled.button`
  display: block;
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Panel = styled.div`
  ${popoverSurface}
  right: 0;
  width: min(360px, calc(100vw - 32px));

  &[hidden] {
    display: none;
  }
`;

/**
 * The rooms-and-guests field: a button with "2 adults · 1 room" that opens a panel of
 * steppers (rooms 1-5, adults 1-10, children 0-10) and an age for each child. Escape or Done
 * closes it and puts the focus back on the button.
 */
export function PartyPicker({
  value,
  onChange,
  onClose,
  error,
  fieldNames = false,
  hideLabel = false,
}: PartyPickerProps) {
  const { t } = useUiTranslation();
  const autoId = useId();
  const buttonId = `${autoId}-button`;
  const labelId = `${autoId}-label`;
  const panelId = `${autoId}-panel`;
  const errorId = `${autoId}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  function shut() {
    setOpen(false);
    onClose?.();
  }
  useDismissOnOutsidePress(open, rootRef, shut);

  function close() {
    shut();
    elementById(rootRef.current, buttonId)?.focus();
  }

  return (
    <Root
      ref={rootRef}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      onKeyDown={closeOnEscape(open, close)}
    >
      <FieldLabel id={labelId} htmlFor={buttonId} data-hidden={hideLabel ? '' : undefined}>
        {t('search:party_label')}
      </FieldLabel>
      <Trigger
        id={buttonId}
        type="button"
        // "Guests, 2 adults · 1 room": the field's name and what it holds.
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => (open ? shut() : setOpen(true))}
      >
        {partySummary(value, t)}
      </Trigger>
      {fieldNames ? (
        <>
          <input type="hidden" name="rooms" value={value.rooms} />
          <input type="hidden" name="adults" value={value.adults} />
          {value.children.length > 0 ? (
            <input type="hidden" name="children" value={childrenField(value.children)} />
          ) : null}
        </>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <Panel id={panelId} hidden={!open} role="group" aria-label={t('search:party_panel')}>
        {open ? (
          <Suspense fallback={null}>
            <PartyPanel idPrefix={autoId} value={value} onChange={onChange} onDone={close} />
          </Suspense>
        ) : null}
      </Panel>
    </Root>
  );
}
