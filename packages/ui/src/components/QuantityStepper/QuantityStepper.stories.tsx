import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps, quantityStepperSizes } from './QuantityStepper.tsx';

const meta = {
  title: 'Menu/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, min: 1, onChange: fn(), 'aria-label': 'Cantidad' },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper keeps no state: it reports value ± 1 and the caller decides. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una unidad' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar una unidad' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** Never below the minimum: at 1 the '−' button is disabled. */
export const AtMinimum: Story = {
  args: { value: 1 },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decrement = canvas.getByRole('button', { name: 'Quitar una unidad' });
    await expect(decrement).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una unidad' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await expect(decrement).toBeEnabled();
    await userEvent.click(decrement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** With `onLimit`, the '+' at the maximum stays pressable and reports the limit instead. */
export const AtMaximum: Story = {
  args: { value: 6, max: 6, onLimit: fn() },
  play: async ({ args, canvasElement }) => {
    const increment = within(canvasElement).getByRole('button', { name: 'Agregar una unidad' });
    await expect(increment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increment);
    await expect(args.onLimit).toHaveBeenCalledWith('max');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Reached with Tab, pressed with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quitar una unidad' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar una unidad' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};
