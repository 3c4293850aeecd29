import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationOf, underEachMotionSetting } from '../../fixtures/motion.ts';
import { AccountDrawer } from './AccountDrawer.tsx';

const meta = {
  title: 'Shell/AccountDrawer',
  component: AccountDrawer,
  args: {
    onOpenChange: fn(),
    onSignIn: fn(),
    onMyOrders: fn(),
    onMyBenefit: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof AccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mi cuenta' }));
  const drawer = await body(canvasElement).findByRole('dialog', { name: 'Mi cuenta' });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

/** Anonymous diner: 'Iniciar sesión' and 'Mis pedidos', no greeting, no 'Cerrar sesión'. */
export const Anonymous: Story = {
  play: async ({ args, canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(drawer.queryByText(/^Hola/)).not.toBeInTheDocument();
    await expect(drawer.getByRole('button', { name: 'Mis pedidos' })).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Mi beneficio' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Anonymous even with a program: 'Mi beneficio' needs a signed-in diner. */
export const AnonymousWithProgram: Story = {
  args: { hasActiveProgram: true },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await expect(drawer.queryByRole('button', { name: 'Mi beneficio' })).not.toBeInTheDocument();
  },
};

/** Signed in without a program: greeting, 'Mis pedidos', 'Cerrar sesión'. */
export const SignedIn: Story = {
  args: { user: { name: 'Juana' } },
  play: async ({ args, canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await expect(drawer.getByText('Hola, Juana')).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Mi beneficio' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Mis pedidos' }));
    await expect(args.onMyOrders).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Signed in with an active program: 'Mi beneficio' shows and calls back. */
export const SignedInWithProgram: Story = {
  args: { user: { name: 'Juana' }, hasActiveProgram: true },
  play: async ({ args, canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await userEvent.click(drawer.getByRole('button', { name: 'Mi beneficio' }));
    await expect(args.onMyBenefit).toHaveBeenCalledOnce();
  },
};

export const SignOut: Story = {
  args: { user: { name: 'Juana' } },
  play: async ({ args, canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await userEvent.click(drawer.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Escape closes the drawer and focus goes back to its trigger; it renders inside the themed root. */
export const KeyboardAndTheme: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.closest('[data-slot="theme-root"]')).not.toBeNull();
    // The sheet slides in; with less motion asked for, it is there at once.
    await underEachMotionSetting(async (lessMotion) => {
      if (lessMotion) await expect(animationOf(drawer)).toBe('none');
      else await expect(animationOf(drawer)).not.toBe('none');
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Mi cuenta' })).toHaveFocus();
  },
};

/** The sheet sits against the right edge of the screen. */
export const OpenOnTheRight: Story = {
  args: { defaultOpen: true, user: { name: 'Juana Pérez' }, hasActiveProgram: true },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Mi cuenta' });
    await waitFor(() => expect(drawer).toBeVisible());
    const view = canvasElement.ownerDocument.defaultView;
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(view?.innerWidth));
  },
};

/** Controlled by the app, with its own trigger elsewhere. */
export const Controlled: Story = {
  args: { open: true, trigger: null, user: { name: 'Juana' } },
  play: async ({ args, canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Mi cuenta' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
