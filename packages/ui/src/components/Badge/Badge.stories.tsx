import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Badge, badgeTones } from './Badge.tsx';

const meta = { title: 'Base/Badge', component: Badge, args: { children: '-15%' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" wrap>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
};

/** An indicator with its own colour keeps readable text. */
export const OwnColors: Story = {
  args: { colors: { background: '#2e7d32', text: '#ffffff' }, children: 'Vegetariano' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vegetariano')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  },
};
