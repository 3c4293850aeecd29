import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Base/TextField',
  component: TextField,
  args: { label: 'Nombre y Apellido', placeholder: 'Juana Pérez' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Nombre y Apellido');
    await userEvent.type(input, 'Juana');
    await expect(input).toHaveValue('Juana');
  },
};

export const WithHint: Story = {
  args: { label: 'Ingresa con tu teléfono', hint: 'Con código de área, sin 0 ni 15', inputMode: 'tel' },
};

export const WithError: Story = {
  args: { label: 'Código de seguridad', error: 'El código de seguridad es erróneo', defaultValue: '12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Código de seguridad');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Said once, next to the field: its description, never an alert as well.
    await expect(input).toHaveAccessibleDescription('El código de seguridad es erróneo');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { label: 'Teléfono inicial', disabled: true, defaultValue: '11 2345-6789' } };

function NotesField() {
  const [notes, setNotes] = useState('');
  const limit = 250;
  return (
    <TextField
      multiline
      label="Notas del pedido"
      value={notes}
      counter={{ length: notes.length, limit }}
      onChange={(event) => setNotes(event.currentTarget.value.slice(0, limit))}
    />
  );
}

/** A notes field counts characters as 'length/limit'. */
export const MultilineWithCounter: Story = {
  render: () => <NotesField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Notas del pedido'), 'Sin cebolla');
    await expect(canvas.getByText('11/250')).toBeVisible();
  },
};
