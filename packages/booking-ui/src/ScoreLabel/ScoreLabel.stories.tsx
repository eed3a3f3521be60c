import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { ScoreLabel } from './ScoreLabel';

const meta = {
  title: 'Catalogue/ScoreLabel',
  component: ScoreLabel,
  args: { score: 4.8 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Great: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.8')).toBeVisible();
    await expect(canvas.getByText(/极好|Superb/)).toBeVisible();
  },
};

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Every band of the spec, and a score too low for a word. */
export const AllBands: Story = {
  globals: { locale: 'en' },
  render: () => (
    <List>
      {[5, 4.9, 4.8, 4.7, 4.6, 4.5, 4.2].map((score) => (
        <li key={score}>
          <ScoreLabel score={score} />
        </li>
      ))}
    </List>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Exceptional')).toHaveLength(2);
    await expect(canvas.getByText('Superb')).toBeVisible();
    await expect(canvas.getByText('Very good')).toBeVisible();
    await expect(canvas.getByText('Good')).toBeVisible();
    await expect(canvas.getByText('Fair')).toBeVisible();
    await expect(canvas.getByText('4.2')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-score-label="none"]')).toHaveLength(1);
  },
};

/** A hotel with neither reviews nor a score of its own (the gateway sends 0): no made-up figure. */
export const NotScored: Story = {
  globals: { locale: 'en' },
  args: { score: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByText('4.5')).toBeNull();
    await expect(canvas.queryByText('Fair')).toBeNull();
  },
};

/** The same in Chinese, and for a score that is missing altogether. */
export const NotScoredChinese: Story = {
  globals: { locale: 'zh' },
  args: { score: null, size: 'md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无评价')).toBeVisible();
    await expect(canvas.queryByText(/\d\.\d/)).toBeNull();
  },
};

export const Large: Story = { args: { score: 4.9, size: 'md' } };

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
