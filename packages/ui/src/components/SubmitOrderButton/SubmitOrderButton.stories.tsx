import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitOrderButton } from './SubmitOrderButton.tsx';

const meta = {
  title: 'Checkout/SubmitOrderButton',
  component: SubmitOrderButton,
  args: { total: 2530000, onClick: fn() },
} satisfies Meta<typeof SubmitOrderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label carries the total: 'Confirmar pedido $ 25.300'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirmar pedido $ 25.300' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Sending: a spinner, busy and not pressable, so the order cannot be sent twice. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Confirmar pedido \$ 25\.300/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Enviando pedido' })).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Other currencies format with their own symbol and decimals. */
export const Chile: Story = {
  args: { total: 18990, country: 'cl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirmar pedido $ 18.990' })).toBeVisible();
  },
};

const formSubmitted = fn();

/** Inside a form, pressing it submits the form. */
export const SubmitsItsForm: Story = {
  beforeEach: () => {
    formSubmitted.mockClear();
  },
  render: (args) => (
    <form
      aria-label="Confirmación del pedido"
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <SubmitOrderButton total={args.total} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(formSubmitted).toHaveBeenCalledTimes(1);
  },
};
