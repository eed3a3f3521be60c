import type { ElementType } from 'react';
import { styled } from 'styled-components';
import { type BookingUiLanguage, useCommonTranslation } from '../internal/use-common-translation';

export interface LanguageSwitchProps {
  /** URL the form posts to; its action saves `lng` and redirects to `redirectTo`. */
  action: string;
  /** Where the action sends the visitor back to (usually the current path and query). */
  redirectTo: string;
  /** The language shown now; defaults to the i18next instance's language. */
  current?: BookingUiLanguage;
  /** Element or component that renders the form, e.g. Remix's `Form`; a plain `<form>` by default. */
  form?: ElementType;
}

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
`;

const Option = styled.button`
  flex: none;
  min-width: 44px;
  height: 30px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover:not([aria-pressed='true']) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: default;
  }

  ${({ theme }) => theme.media.mobile} {
    min-width: 40px;
    height: 28px;
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: 13px;
  }
`;

const Form = styled.form`
  display: inline-flex;
  flex: none;
  margin: 0;
`;

const options: ReadonlyArray<{
  value: BookingUiLanguage;
  lang: string;
  key: 'switch_to_zh' | 'switch_to_en';
}> = [
  { value: 'zh', lang: 'zh-CN', key: 'switch_to_zh' },
  { value: 'en', lang: 'en', key: 'switch_to_en' },
];

/**
 * 中文 / EN as two submit buttons of a POST form, so switching works before (and without)
 * JavaScript. The current language is the pressed one.
 */
export function LanguageSwitch({ action, redirectTo, current, form }: LanguageSwitchProps) {
  const { t, language } = useCommonTranslation();
  const active = current ?? language;
  return (
    <Form as={form} method="post" action={action}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Group role="group" aria-label={t('switch_language_label')}>
        {options.map((option) => (
          <Option
            key={option.value}
            type="submit"
            name="lng"
            value={option.value}
            lang={option.lang}
            aria-pressed={active === option.value}
          >
            {t(option.key)}
          </Option>
        ))}
      </Group>
    </Form>
  );
}
