import { countryCodes } from '@comanda/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './PhoneInput.tsx';

const meta = {
  title: 'Modals/PhoneInput',
  component: PhoneInput,
  args: { label: 'Teléfono', onValueChange: fn(), onCountryChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the number; the prefix defaults to Argentina. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Teléfono');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('combobox', { name: 'Código de país' })).toHaveValue('ar');
    await userEvent.type(input, '11 2345-6789');
    await expect(input).toHaveValue('11 2345-6789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11 2345-6789');
  },
};

/** The twelve prefix countries of diner §6, each named for screen readers. */
export const ChoosesCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Código de país' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([...countryCodes]);
    await expect(within(select).getByRole('option', { name: 'Uruguay (+598)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'uy');
    await expect(select).toHaveValue('uy');
    await expect(args.onCountryChange).toHaveBeenCalledWith('uy');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'Debe ingresar un número válido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Teléfono');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('Debe ingresar un número válido');
  },
};

export const WithHint: Story = {
  args: { hint: 'Con código de área, sin 0 ni 15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Con código de área, sin 0 ni 15',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '11 2345-6789', defaultCountry: 'cl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Teléfono')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Código de país' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Código de país' })).toHaveValue('cl');
  },
};
