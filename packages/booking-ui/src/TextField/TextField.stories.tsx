import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, TextField } from './TextField';

const meta = {
  title: 'Members/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'name@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its label as the accessible name. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error is tied to the input and announced. */
export const WithError: Story = {
  args: { error: 'Email address error', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email address error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email address error');
  },
};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.', name: 'password' },
};

export const LongChinese: Story = {
  args: {
    label: '请输入您注册时使用的电子邮箱地址（我们会向该地址发送验证码）',
    error: '邮箱地址错误，请检查后重新输入。如果您忘记了注册邮箱，请联系客服获取帮助。',
    placeholder: 'name@example.com',
  },
};

export const Mobile: Story = {
  args: { error: 'Please enter your email' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The select variant (education, profession). */
export const Select: StoryObj<typeof SelectField> = {
  render: () => (
    <SelectField label="Education" name="edu_id" defaultValue="">
      <option value="">Please choose</option>
      <option value="1">High school</option>
      <option value="3">Undergraduate</option>
    </SelectField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Education' });
    await userEvent.selectOptions(select, '3');
    await expect(select).toHaveValue('3');
  },
};
