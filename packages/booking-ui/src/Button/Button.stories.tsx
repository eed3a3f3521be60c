import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Translated } from '../stories/Translated';
import { Button } from './Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Narrow = styled.div`
  width: 343px;
`;

const ArrowIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: {
    children: <Translated k="home:find_hotels" />,
    variant: 'primary',
    size: 'md',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Accent: Story = { args: { variant: 'accent' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

/** Every variant at every size, to compare weights side by side. */
export const Variants: Story = {
  render: (args) => (
    <Stack>
      {(['lg', 'md', 'sm'] as const).map((size) => (
        <Row key={size}>
          {(['primary', 'accent', 'secondary', 'ghost'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size} />
          ))}
        </Row>
      ))}
    </Stack>
  ),
};

/** The spinner shows only inside the pressed button; it stays the same width. */
export const Loading: Story = {
  args: { variant: 'accent', size: 'lg', loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(/加载中…|Loading…/);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** With `href` it is a real link: it opens in a new tab, works without JavaScript. */
export const AsLink: Story = {
  args: {
    href: '/download_app',
    variant: 'secondary',
    children: <Translated k="common:download_app" />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/download_app');
    await expect(link.tagName).toBe('A');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithIcon: Story = {
  args: { iconEnd: <ArrowIcon />, variant: 'primary', size: 'lg' },
};

/** Full width, as in the phone booking bar. */
export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'accent', size: 'lg' },
  render: (args) => (
    <Narrow>
      <Button {...args} />
    </Narrow>
  ),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A long Chinese label wraps inside a narrow column instead of overflowing it. */
export const LongChineseLabel: Story = {
  globals: { locale: 'zh' },
  args: {
    variant: 'accent',
    fullWidth: true,
    children: '立即预订并使用全部积分抵扣房费（含清洁费和税费）',
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};
