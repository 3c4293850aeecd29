import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { MAX_VISIBLE_TOASTS, notify, Toaster } from './Toaster.tsx';

const meta = {
  title: 'Base/Toaster',
  component: Toaster,
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      <Button onClick={() => notify.success('Inicio de sesión con éxito')}>Éxito</Button>
      <Button tone="danger" onClick={() => notify.error('Error iniciando sesión')}>
        Error
      </Button>
      <Button tone="bordered" onClick={() => notify.info('Inicie sesión')}>
        Información
      </Button>
      <Toaster />
    </Stack>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    const toast = await canvas.findByText('Inicio de sesión con éxito');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Diner §9: at most two toasts at once; older ones wait. */
export const AtMostTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    notify.dismissAll();
    for (const name of ['Éxito', 'Error', 'Información']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-sonner-toast][data-visible="true"]').length).toBe(
        MAX_VISIBLE_TOASTS,
      ),
    );
  },
};
