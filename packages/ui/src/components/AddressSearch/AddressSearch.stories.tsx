import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addressSuggestions } from './AddressSearch.fixtures.ts';
import { AddressSearch } from './AddressSearch.tsx';

const meta = {
  title: 'Address/AddressSearch',
  component: AddressSearch,
  args: { suggestions: addressSuggestions, onSearch: fn(), onSelect: fn(), onExpandedChange: fn() },
} satisfies Meta<typeof AddressSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches and opens the list; arrows move the highlight; Enter picks. */
export const PicksWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscar dirección' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'Corrientes');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Corrientes');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Sugerencias de direcciones' });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /Av. Corrientes 5600/ });
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const last = within(listbox).getByRole('option', { name: /Corrientes 800/ });
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(addressSuggestions[1]);
    await expect(input).toHaveValue('Av. Corrientes 5600');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const PicksWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Corr');
    await userEvent.click(canvas.getByRole('option', { name: /Rosario/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(addressSuggestions[2]);
    await expect(canvas.getByRole('combobox')).toHaveValue('Corrientes 800');
  },
};

/** Escape closes the list and keeps the text. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Corrientes');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('Corrientes');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No suggestions yet: the list stays closed while the caller searches. */
export const Searching: Story = {
  args: { suggestions: [], searching: true, defaultValue: 'Corrientes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando direcciones…');
    await userEvent.type(canvas.getByRole('combobox'), ' 12');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithError: Story = {
  args: { suggestions: [], error: 'Ingrese una dirección' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('Ingrese una dirección');
  },
};
