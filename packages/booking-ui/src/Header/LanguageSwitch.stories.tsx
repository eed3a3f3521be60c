import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { action: '/language', redirectTo: '/hotel/search?city_id=101' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two submit buttons of a POST form: switching works before (and without) JavaScript. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zh = canvas.getByRole('button', { name: '中文' });
    const en = canvas.getByRole('button', { name: 'EN' });
    await expect(zh).toHaveAttribute('aria-pressed', 'true');
    await expect(en).toHaveAttribute('aria-pressed', 'false');
    await expect(en).toHaveAttribute('lang', 'en');
    const form = en.closest('form');
    await expect(form).toHaveAttribute('action', '/language');
    await expect(form).toHaveFormValues({ redirectTo: '/hotel/search?city_id=101' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** `current` wins over the i18next language (a page rendered before the switch applied). */
export const CurrentGiven: Story = {
  globals: { locale: 'zh' },
  args: { current: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
