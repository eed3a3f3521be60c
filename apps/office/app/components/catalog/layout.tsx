import { media } from '@bookdirect/booking-ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * The frame of the catalogue pages: a column as wide as forms read well on a desktop
 * (1280 px), the two languages side by side from 768 px up, one above the other below.
 */

export const Page = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Crumb = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Two (or more) columns of fields; one column on phones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The buttons at the end of a form, and the line its answer shows in. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Line = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A form's outcome, read out when it appears: errors assertively, the rest politely. The
 * live region is always there, so a screen reader hears what fills it.
 */
export function StatusLine({
  tone,
  children,
}: {
  tone?: 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? <Line $tone={tone ?? 'success'}>{children}</Line> : null}
    </div>
  );
}

/** A group of checkboxes under a legend, wrapping into as many columns as fit. */
export const Checks = styled.fieldset`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
  }
  & input {
    width: 18px;
    height: 18px;
  }
`;

/** The line under a field group, styled as a field's error. */
export const FieldError = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
