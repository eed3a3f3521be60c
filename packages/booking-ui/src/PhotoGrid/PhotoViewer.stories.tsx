import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { photo } from '../stories/catalogue-fixtures';
import { PhotoViewer } from './PhotoViewer';

const photos = [0, 60, 120, 180, 240].map((hue, i) => ({ src: photo(hue, String(i + 1)) }));

const meta = {
  title: 'Catalogue/PhotoViewer',
  component: PhotoViewer,
  args: { photos, open: true, title: 'Plaka Courtyard Suites', onClose: fn() },
} satisfies Meta<typeof PhotoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full screen: previous and next wrap around, the arrow keys too; Escape closes. */
export const Browse: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /Plaka Courtyard Suites/ });
    const shown = () => within(dialog).getByTestId('viewer-photo');
    await expect(shown()).toHaveAttribute('data-index', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await expect(shown()).toHaveAttribute('data-index', '4');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown()).toHaveAttribute('data-index', '0');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Opened on a photo of the grid. */
export const FromThirdPhoto: Story = { args: { startIndex: 2 } };

/** One photo: no previous or next. */
export const SinglePhoto: Story = {
  globals: { locale: 'en' },
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await expect(body.queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

/** A photo that fails to load gives way to the fallback landscape. */
export const BrokenPhoto: Story = {
  args: { photos: [{ src: '/no/such/photo.jpg' }, ...photos.slice(1)] },
};

export const LongChineseTitle: Story = {
  args: { title: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）' },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
