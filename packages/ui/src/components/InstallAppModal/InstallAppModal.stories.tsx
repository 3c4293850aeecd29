import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { InstallAppModal } from './InstallAppModal.tsx';

/** A local logo, so the story needs no network. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#F78700"/><text x="36" y="46" font-size="32" text-anchor="middle" fill="#1C1C1C">LP</text></svg>',
)}`;

const meta = {
  title: 'Modals/InstallAppModal',
  component: InstallAppModal,
  args: { trigger: <Button tone="bordered">Instalar la App</Button>, onInstall: fn(), onOpenChange: fn() },
} satisfies Meta<typeof InstallAppModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open → 'Instalar' → Escape closes. */
export const Prompt: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Instalar la App' });
    await userEvent.click(trigger);
    const dialog = await shownDialog(canvasElement, 'La próxima vez puedes pedir desde nuestra App');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Instalar' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Shown on arrival (follow-up query flag showPWA) with the branch's logo. */
export const WithLogo: Story = {
  args: { defaultOpen: true, trigger: undefined, logoSrc: logo, appName: 'La Parrilla de Palermo' },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('img', { name: 'La Parrilla de Palermo' })).toBeVisible();
  },
};

export const WithName: Story = {
  args: { defaultOpen: true, trigger: undefined, appName: 'La Parrilla de Palermo' },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByText('La Parrilla de Palermo')).toBeVisible();
  },
};

/** The browser's own prompt is up. */
export const Installing: Story = {
  args: { defaultOpen: true, trigger: undefined, installing: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('button', { name: 'Instalar' })).toHaveAttribute('aria-busy', 'true');
  },
};
