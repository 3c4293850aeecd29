import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Base/Card',
  component: Card,
  args: {
    children: (
      <>
        <Text weight="bold">Sabores Palermo Centro</Text>
        <Text tone="description" size="sm">
          Honduras 4800, Buenos Aires
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
