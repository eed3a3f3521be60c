import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextAreaField {...props} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

const meta = {
  title: 'Catalogue/TextAreaField',
  component: TextAreaField,
  args: { id: 'note', label: 'Comment (optional)', value: '', maxLength: 200, warnAbove: 190 },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter follows the text and turns to a warning over `warnAbove`. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Comment (optional)' });
    const counter = canvas.getByTestId('note-counter');
    await expect(counter).toHaveTextContent('0/200');
    await userEvent.type(box, 'Hello');
    await expect(counter).toHaveTextContent('5/200');
    await userEvent.paste('x'.repeat(186));
    await expect(counter).toHaveTextContent('191/200');
    await expect(counter).toHaveAttribute('data-warn', 'true');
    await expect(box).toHaveAccessibleDescription('191/200');
  },
};

export const WithError: Story = {
  args: { error: 'Please keep the comment to 200 characters.', hint: 'Only our team reads it.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Only our team reads it. Please keep the comment to 200 characters. 0/200',
    );
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '备注（选填）',
    value: '我们临时改变了行程安排，需要提前返回，所以只能取消这次预订，非常抱歉给您带来不便。',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
