import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Translated } from '../stories/Translated';
import { Counter, Field, FieldError, Secondary, Submit } from './fields';

/** The franchise and consult forms' building blocks, side by side. */
function Fields({ remark = '' }: { remark?: string }) {
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 480, padding: 24 }}>
      <Field>
        <label htmlFor="story-name">
          <Translated k="franchise:name" />
        </label>
        <input id="story-name" name="name" defaultValue="Wang Fang" />
      </Field>
      <Field>
        <label htmlFor="story-mobile">
          <Translated k="franchise:phone" />
        </label>
        <input
          id="story-mobile"
          name="mobile"
          defaultValue="12ab"
          aria-invalid="true"
          aria-describedby="story-mobile-error"
        />
        <FieldError id="story-mobile-error">
          <Translated k="franchise:phone_format" />
        </FieldError>
      </Field>
      <Field>
        <label htmlFor="story-remark">
          <Translated k="franchise:remark" />
        </label>
        <textarea id="story-remark" name="remark" defaultValue={remark} />
        <Counter data-warn={remark.length > 180 ? 'true' : 'false'}>{remark.length} / 200</Counter>
      </Field>
      <div style={{ display: 'flex', gap: 12 }}>
        <Submit type="submit">
          <Translated k="franchise:submit" />
        </Submit>
        <Secondary type="button">
          <Translated k="franchise:leave_message" />
        </Secondary>
      </div>
    </form>
  );
}

const meta = {
  title: 'Marketing/Form fields',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field, a field with its error, a text area with its counter, the two buttons. */
export const Fieldset: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription();
  },
};

/** Near the text area's limit, the counter turns red. */
export const NearTheLimit: Story = {
  args: { remark: '我们在雅典老城区经营一家二十间客房的精品酒店，'.repeat(8) },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
