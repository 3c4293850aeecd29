import { shipmentMessages } from '@comanda/domain/shipments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusScreen, statusScreenIcons, statusScreenTones } from './StatusScreen.tsx';

/**
 * The specs name these screens but not their texts (diner §8 "content not shown"): the stories
 * carry sensible Spanish texts the apps can use as they are.
 */
const meta = {
  title: 'Shell/StatusScreen',
  component: StatusScreen,
  argTypes: {
    icon: { control: 'select', options: statusScreenIcons },
    tone: { control: 'inline-radio', options: statusScreenTones },
  },
  args: {
    icon: 'blocked',
    title: 'Este local no está recibiendo pedidos',
    message: 'Por el momento no es posible hacer pedidos en línea. Comunícate con el local para más información.',
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every branch contact of the branch is blocked: nothing to choose, no way out. */
export const AllContactsBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Este local no está recibiendo pedidos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Este local no está recibiendo pedidos');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The alias names no company, branch or store. */
export const AliasNotFound: Story = {
  args: {
    icon: 'notFound',
    title: 'No encontramos este local',
    message: 'Revisa que el link esté bien escrito o pídele al local su link actualizado.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No encontramos este local' })).toBeVisible();
  },
};

/** The alias lookup failed: the diner can try again. */
export const AliasLoadError: Story = {
  args: {
    icon: 'error',
    tone: 'danger',
    title: 'No pudimos cargar el local',
    message: shipmentMessages.generic,
    action: { label: 'Reintentar', onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hubo un error, vuélvalo a intentar en unos minutos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

/** The order mode in the URL is inactive or unknown: back to the store's modes. */
export const UnusableOrderMode: Story = {
  args: {
    icon: 'unavailable',
    title: 'Este modo de pedido no está disponible',
    message: 'Elige otra forma de recibir tu pedido.',
    action: { label: 'Ver modos de pedido', href: '/menu/la-esquina-palermo' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver modos de pedido' })).toHaveAttribute(
      'href',
      '/menu/la-esquina-palermo',
    );
  },
};

/** The page's answer to 404: the spec's text word for word. */
export const AccessDenied: Story = {
  args: { icon: 'locked', title: shipmentMessages.accessDenied, message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acceso denegado o link expirado',
    );
  },
};

/** The follow-up page could not load the order; keyboard users retry with Enter. */
export const OrderLoadError: Story = {
  args: {
    icon: 'error',
    tone: 'danger',
    title: 'No pudimos cargar tu pedido',
    message: 'Hubo un error buscando tu pedido, vuelve a intentarlo en unos minutos.',
    action: { label: 'Reintentar', onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

/** Every icon, for designers. */
export const Icons: Story = {
  render: (args) => (
    <>
      {statusScreenIcons.map((icon) => (
        <StatusScreen key={icon} {...args} icon={icon} title={`Ícono ${icon}`} message={null} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(statusScreenIcons.length);
  },
};

export const DarkPartner: Story = {
  ...OrderLoadError,
  globals: { mode: 'dark', partner: 'medianoche' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark');
  },
};
