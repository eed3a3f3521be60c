import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Picture } from './Picture';

const Frame = styled.div`
  max-width: 320px;
  padding: 16px;

  & > img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: { src: '/no/such/photo_3.jpg', alt: 'Deluxe double room' },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPlaceholder(canvasElement: HTMLElement, name: string) {
  const img = within(canvasElement).getByRole('img', { name });
  await waitFor(() => expect(img).toHaveAttribute('data-fallback', ''));
  await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
  await expect(img).toBeVisible();
}

/** A photo that fails to load: the placeholder landscape, still named for screen readers. */
export const BrokenPhoto: Story = {
  play: async ({ canvasElement }) => expectPlaceholder(canvasElement, 'Deluxe double room'),
};

/** The same under the second brand, in Chinese. */
export const BrokenPhotoLotus: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  args: { alt: '豪华大床房' },
  play: async ({ canvasElement }) => expectPlaceholder(canvasElement, '豪华大床房'),
};

/** No photo at all: the placeholder from the first paint. */
export const MissingPhoto: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => expectPlaceholder(canvasElement, 'Deluxe double room'),
};
