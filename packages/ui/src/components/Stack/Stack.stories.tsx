import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Stack, stackGaps } from './Stack.tsx';

const meta = {
  title: 'Base/Stack',
  component: Stack,
  args: {
    direction: 'row',
    gap: 'md',
    children: ['Uno', 'Dos', 'Tres'].map((label) => <Badge key={label}>{label}</Badge>),
  },
  argTypes: { gap: { control: 'select', options: stackGaps } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Row: Story = {};
export const Column: Story = { args: { direction: 'column', align: 'start' } };
