import { Button, type ButtonProps, PageContainer } from '@bookdirect/booking-ui';
import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * The office's own building blocks: a back office is read at a desk for hours, so it is dense
 * and calm (tables, small headings, the brand's colours only where they mean something). They
 * live here rather than in booking-ui, which publishes what the travellers' sites share.
 */

const Main = styled(PageContainer)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

/** A page of the office: its heading, what sits beside it, and the content. */
export function OfficePage({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Main>
      <Head>
        <h1>{title}</h1>
        {aside}
      </Head>
      {children}
    </Main>
  );
}

/** A bordered block of a page with a heading of its own. */
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A dense table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.bg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A short state word (published, disabled, ...) that does not rely on colour alone. */
export const Tag = styled.span<{ $tone?: 'good' | 'muted' | 'bad' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

/** A message of the page: the gateway's refusal, or what was done. */
export const Message = styled.p<{ $tone?: 'error' | 'success' | 'info' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Form fields side by side where there is room, one per row on a narrow screen. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A submit button that shows it is working while its form's post runs: `intent` tells it
 * apart from the page's other forms (the button's name=intent value).
 */
export function SubmitButton({
  intent,
  ...props
}: Omit<Extract<ButtonProps, { href?: undefined }>, 'type'> & { intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <Button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      loading={busy}
      {...props}
    />
  );
}

/** A table's caption for screen readers; the heading above already says it on screen. */
export const HiddenCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
