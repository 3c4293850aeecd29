import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotesField } from './NotesField.tsx';

const meta = {
  title: 'Checkout/NotesField',
  component: NotesField,
  args: { onValueChange: fn() },
} satisfies Meta<typeof NotesField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter reads 'length/limit', 250 by default. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/250')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Notas del pedido'), 'Sin cebolla');
    await expect(canvas.getByText('11/250')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Sin cebolla');
  },
};

/** Typing beyond the limit is blocked. */
export const LimitReached: Story = {
  args: { limit: 20, defaultValue: 'Tocar timbre dos vec' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByLabelText('Notas del pedido');
    await expect(canvas.getByText('20/20')).toBeVisible();
    await userEvent.type(notes, 'es');
    await expect(notes).toHaveValue('Tocar timbre dos vec');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.type(notes, '{Backspace}');
    await expect(canvas.getByText('19/20')).toBeVisible();
  },
};

/** Pasting a long text keeps the first characters up to the limit. */
export const PasteIsCut: Story = {
  args: { limit: 10 },
  play: async ({ args, canvasElement }) => {
    const notes = within(canvasElement).getByLabelText('Notas del pedido');
    await userEvent.click(notes);
    await userEvent.paste('Departamento al fondo');
    await expect(notes).toHaveValue('Departamen');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Departamen');
  },
};

/** NOTES_LIMIT turned off: no counter, no cut. */
export const WithoutLimit: Story = {
  args: { limit: null, defaultValue: 'Sin límite' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\/250/)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sin cebolla' } };
