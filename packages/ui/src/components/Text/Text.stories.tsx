import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textSizes, textTones } from './Text.tsx';

const meta = { title: 'Base/Text', component: Text, args: { children: 'Confirmación del pedido' } } satisfies Meta<
  typeof Text
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}
        </Text>
      ))}
    </Stack>
  ),
};
