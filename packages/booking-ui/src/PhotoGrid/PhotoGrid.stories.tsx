import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { photo } from '../stories/catalogue-fixtures';
import { PhotoGrid } from './PhotoGrid';

const photos = [200, 20, 340, 120, 60, 280, 180].map((hue, i) => ({
  src: photo(hue, `#${i + 1}`),
  alt: `Room view ${i + 1}`,
}));

const meta = {
  title: 'Catalogue/PhotoGrid',
  component: PhotoGrid,
  args: { photos, title: 'Plaka Courtyard Suites' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five in the grid; the viewer walks all seven with buttons, keys and thumbnails. */
export const Viewer: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 2' }));
    const viewer = within(canvasElement.ownerDocument.body);
    await expect(await viewer.findByText('Photo 2 of 7')).toBeVisible();
    await userEvent.click(viewer.getByRole('button', { name: 'Next photo' }));
    await expect(viewer.getByText('Photo 3 of 7')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(viewer.getByText('Photo 7 of 7')).toBeVisible();
    const thumbs = viewer.getByRole('navigation', { name: 'All photos' });
    await userEvent.click(within(thumbs).getByRole('button', { name: 'Open photo 4' }));
    await expect(viewer.getByText('Photo 4 of 7')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(viewer.queryByTestId('viewer-photo')).toBeNull());
  },
};

/** A swipe left shows the next photo. */
export const Swipe: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all photos' }));
    const body = within(canvasElement.ownerDocument.body);
    const img = await body.findByTestId('viewer-photo');
    const stage = img.parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    await expect(body.getByText('Photo 2 of 7')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** No photos: the fallback landscape, never an empty box. */
export const Empty: Story = { args: { photos: [] } };

export const TwoPhotos: Story = { args: { photos: photos.slice(0, 2) } };

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: { title: '雅典卫城脚下普拉卡老城区庭院精品设计酒店与公寓式套房' },
};

/**
 * On a 375 px phone the viewer fits the screen: Close and Next stay in reach and the
 * thumbnail strip scrolls inside it instead of widening it.
 */
export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const width = doc.documentElement.clientWidth;
    await expect(width).toBeLessThanOrEqual(375);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all photos' }));
    const body = within(doc.body);
    const dialog = await body.findByRole('dialog', { name: 'Photos of Plaka Courtyard Suites' });
    await body.findByTestId('viewer-photo');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(width);
    for (const name of ['Close', 'Next photo', 'Previous photo']) {
      const box = body.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
    }
    const strip = body.getByRole('navigation', { name: 'All photos' }).querySelector('ul');
    if (!strip) throw new TypeError('thumbnail strip not found');
    await expect(strip.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    // The strip scrolls to the last photo, which opens from there.
    const last = within(strip).getByRole('button', { name: 'Open photo 7' });
    last.scrollIntoView({ inline: 'end' });
    await userEvent.click(last);
    await expect(body.getByText('Photo 7 of 7')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByTestId('viewer-photo')).toBeNull());
  },
};
