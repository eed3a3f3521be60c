import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';

/**
 * A framed message in place of a page's content: nothing found, nothing yet, done. Give it
 * `role="status"`; a heading, a line and a way on go inside.
 */
export const Notice = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > p {
    margin: 0 auto ${({ theme }) => theme.space.md};
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface NotFoundNoticeProps {
  /** `data-testid` of the notice. */
  testId: string;
  /** Locales keys of the heading, the line under it and the way back. */
  title: string;
  body: string;
  back: string;
  backHref: string;
}

/** What a page says when what it shows does not exist (a 404): the page's own words, and a way back. */
export function NotFoundNotice({ testId, title, body, back, backHref }: NotFoundNoticeProps) {
  const { t } = useTranslation();
  return (
    <Notice role="status" data-testid={testId}>
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <Button href={backHref}>{t(back)}</Button>
    </Notice>
  );
}
