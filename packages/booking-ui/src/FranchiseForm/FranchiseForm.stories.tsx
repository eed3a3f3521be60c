import type { DictItem, Region } from '@bookdirect/gateway-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FranchiseForm } from './FranchiseForm';

const region = (region_id: number, pid: number, level: 1 | 2 | 3, en: string, cn: string) =>
  ({ region_id, pid, level, name_en: en, name_cn: cn, name: en }) satisfies Region;

const countries = [region(1, 0, 1, 'Greece', '希腊'), region(12, 0, 1, 'Japan', '日本')];
const children: Record<number, Region[]> = {
  1: [region(101, 1, 2, 'Attica', '阿提卡')],
  101: [region(10101, 101, 3, 'Athens', '雅典')],
  12: [region(121, 12, 2, 'Kyoto Prefecture', '京都府')],
  121: [region(12101, 121, 3, 'Kyoto', '京都')],
};
const intentions: DictItem[] = [
  { task_id: 1, name: 'Open a new hotel' },
  { task_id: 2, name: 'Convert my hotel' },
];

const meta = {
  title: 'Marketing/FranchiseForm',
  component: FranchiseForm,
  args: {
    countries,
    provinces: [],
    cities: [],
    intentions,
    action: '/?index#join',
    onOutcome: fn(),
    submit: fn(async () => ({ rec: 0 })),
    loadRegions: fn(async (pid: number) => children[pid] ?? []),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FranchiseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every field required, each with its own message, and nothing sent. */
export const Required: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter your name')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Country, then province, then city load as they are chosen; a valid form is sent once. */
export const Submitted: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Eleni Markou');
    await userEvent.type(canvas.getByLabelText(/Phone/), '+306912345678');
    await userEvent.selectOptions(canvas.getByLabelText('Country or region'), '1');
    await waitFor(() => expect(args.loadRegions).toHaveBeenCalledWith(1));
    await userEvent.selectOptions(await canvas.findByLabelText(/Province/), '101');
    await waitFor(() => expect(args.loadRegions).toHaveBeenCalledWith(101));
    await waitFor(() =>
      expect(
        within(canvas.getByLabelText(/City/)).getByRole('option', { name: 'Athens' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(canvas.getByLabelText(/City/), '10101');
    await userEvent.selectOptions(canvas.getByLabelText(/intention/i), '1');
    await userEvent.type(canvas.getByLabelText(/Remark|remark|Message/), 'A guesthouse in Plaka.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('success'));
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
