import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryCodeEntry, type DeliveryCodeEntryProps, deliveryCodeStates } from './DeliveryCodeEntry.tsx';

function Controlled(props: DeliveryCodeEntryProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DeliveryCodeEntry
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Logistics/DeliveryCodeEntry',
  component: DeliveryCodeEntry,
  args: { state: 'entry', value: '', onChange: fn() },
  argTypes: { state: { control: 'inline-radio', options: deliveryCodeStates } },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryCodeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the phone's number pad; only digits are kept, four at most. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox', { name: 'Clave de entrega' });
    await expect(code).toHaveValue('');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12 3x45');
    await expect(code).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
  },
};

/** The server refused the last code. */
export const Wrong: Story = {
  args: { value: '1111', error: 'La clave de entrega no es correcta. Te queda 1 intento.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Clave de entrega' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('La clave de entrega no es correcta. Te queda 1 intento.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No attempts left: call the venue. */
export const Locked: Story = {
  args: { state: 'locked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Llama al local para que confirme la entrega.');
  },
};
