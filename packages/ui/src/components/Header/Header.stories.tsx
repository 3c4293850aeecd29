import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBannerLogoUrl, sampleLogoUrl } from './fixtures.ts';
import { Header } from './Header.tsx';

const orderModes = [
  { id: 'delivery', name: 'Delivery' },
  { id: 'take-away', name: 'Retiro en el local' },
  { id: 'table', name: 'En mesa' },
] as const;

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    branchName: 'La Esquina de Palermo',
    logoUrl: sampleLogoUrl,
    social: {
      instagramUrl: 'https://www.instagram.com/laesquinadepalermo',
      facebookUrl: 'https://www.facebook.com/laesquinadepalermo',
      callPhone: '+54 (11) 2233-4455',
      whatsAppPhone: '+54 9 11 2233-4455',
    },
    onShare: fn(),
    address: 'Av. Santa Fe 3456, Palermo, CABA',
    addressHref: 'https://www.openstreetmap.org/search?query=Av.%20Santa%20Fe%203456%2C%20CABA',
    onShowHours: fn(),
    customMessage: 'Los viernes y sábados atendemos hasta las 2 de la mañana.',
    orderModes,
    currentModeId: 'delivery',
    onModeChange: fn(),
    changeBranchHref: '/menu/la-esquina',
    onChangeBranch: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open store: logo named after the branch, address, contact links, modes and 'Cambiar local'. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'La Esquina de Palermo' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'La Esquina de Palermo' })).toHaveAttribute('src', sampleLogoUrl);
    await expect(canvas.queryByText('Cerrado')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'PEDIDO EN CURSO' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Los viernes y sábados atendemos hasta las 2 de la mañana.')).toBeVisible();
  },
};

/** Each contact link is an icon with a Spanish name; phones go through the domain's link builders. */
export const SocialLinks: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Redes y contacto' });
    const links = within(list);
    await expect(links.getByRole('link', { name: 'Instagram del local' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/laesquinadepalermo',
    );
    await expect(links.getByRole('link', { name: 'Facebook del local' })).toHaveAttribute('target', '_blank');
    await expect(links.getByRole('link', { name: 'Llamar al local' })).toHaveAttribute('href', 'tel:+541122334455');
    await expect(links.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491122334455',
    );
    await userEvent.click(links.getByRole('button', { name: 'Compartir' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Only the links the branch has are shown; no share button without a share handler. */
export const OnlyInstagram: Story = {
  args: { social: { instagramUrl: 'https://www.instagram.com/laesquinadepalermo' }, onShare: undefined },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Redes y contacto' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  },
};

/** The address opens the maps service in a new tab. */
export const AddressOnMap: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Av\. Santa Fe 3456, Palermo, CABA/ });
    await expect(link).toHaveAccessibleName('Av. Santa Fe 3456, Palermo, CABA (ver en el mapa)');
    await expect(link).toHaveAttribute('href', args.addressHref);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Closed store: the 'Cerrado' badge; 'Ver horarios' opens the hours. */
export const Closed: Story = {
  args: { closed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cerrado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver horarios' }));
    await expect(args.onShowHours).toHaveBeenCalledOnce();
  },
};

/** The current mode is marked; choosing another reports its id, the current one reports nothing. */
export const OrderModeNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Modos de pedido' }));
    const delivery = nav.getByRole('button', { name: 'Delivery' });
    await expect(delivery).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'En mesa' })).not.toHaveAttribute('aria-current');
    await userEvent.click(delivery);
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await userEvent.click(nav.getByRole('button', { name: 'Retiro en el local' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('take-away');
  },
};

/** Keyboard: Tab reaches the mode buttons and Enter chooses one. */
export const OrderModeKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Modos de pedido' }));
    nav.getByRole('button', { name: 'Delivery' }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Retiro en el local' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('take-away');
  },
};

/** 'Cambiar local' is a link to the branch page; the handler runs first and may prevent it. */
export const ChangeBranchLink: Story = {
  args: {
    onChangeBranch: fn((event) => event.preventDefault()),
  },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cambiar local' });
    await expect(link).toHaveAttribute('href', '/menu/la-esquina');
    await userEvent.click(link);
    await expect(args.onChangeBranch).toHaveBeenCalledOnce();
  },
};

/** Without an href, 'Cambiar local' is a button that only calls back. */
export const ChangeBranchButton: Story = {
  args: { changeBranchHref: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cambiar local' }));
    await expect(args.onChangeBranch).toHaveBeenCalledOnce();
  },
};

/** An order placed within 24 h and still in progress: 'PEDIDO EN CURSO' links to its follow-up. */
export const OrderInProgress: Story = {
  args: { orderInProgressHref: '/menu/la-esquina-palermo/order/A1B2C3' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'PEDIDO EN CURSO' });
    await expect(link).toHaveAttribute('href', '/menu/la-esquina-palermo/order/A1B2C3');
  },
};

/** Installed app or in-app browser: the back arrow shows and calls back. */
export const InstalledApp: Story = {
  args: { showBack: true, onBack: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A custom banner logo replaces the round logo and keeps the branch name as its text. */
export const CustomBannerLogo: Story = {
  args: { bannerLogoUrl: sampleBannerLogoUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'La Esquina de Palermo' });
    await expect(within(heading).getByRole('img')).toHaveAttribute('src', sampleBannerLogoUrl);
    await expect(canvas.getAllByRole('img', { name: 'La Esquina de Palermo' })).toHaveLength(1);
  },
};

/** `withCustomBackgroundLogo`: the logo is also drawn as a decorative band across the header's top. */
export const CustomBackgroundLogo: Story = {
  args: { backgroundLogoUrl: sampleLogoUrl },
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('[data-slot="header-background-logo"]');
    await expect(band).not.toBeNull();
    await expect(band?.style.backgroundImage).toContain(sampleLogoUrl);
    // Decoration only: the heading is still the one image named after the branch.
    await expect(within(canvasElement).getAllByRole('img', { name: 'La Esquina de Palermo' })).toHaveLength(1);
  },
};

/** No logo configured: the name is the heading's text. */
export const WithoutLogo: Story = {
  args: { logoUrl: null },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('La Esquina de Palermo');
    await expect(within(heading).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The logo is still loading: an empty circle of the logo's size holds its place; the heading keeps the name. */
export const LogoLoading: Story = {
  args: { logoUrl: null, logoLoading: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'La Esquina de Palermo' });
    await expect(within(heading).queryByRole('img')).not.toBeInTheDocument();
    const placeholder = heading.querySelector('[data-slot="header-logo-placeholder"]');
    await expect(placeholder?.getBoundingClientRect().height).toBe(64);
  },
};

/** A branch with nothing optional: name, one mode, no links, no message. */
export const Minimal: Story = {
  args: {
    logoUrl: null,
    social: undefined,
    onShare: undefined,
    address: null,
    onShowHours: undefined,
    customMessage: null,
    orderModes: [{ id: 'take-away', name: 'Retiro en el local' }],
    currentModeId: 'take-away',
    changeBranchHref: null,
    onChangeBranch: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Redes y contacto' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ver horarios' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Cambiar local' })).not.toBeInTheDocument();
  },
};

/** Everything at once on the smallest phone: nothing scrolls sideways. */
export const Phone320: Story = {
  parameters: {
    viewport: { options: { phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  args: { closed: true, orderInProgressHref: '/menu/la-esquina-palermo/order/A1B2C3', showBack: true, onBack: fn() },
  play: async ({ canvasElement }) => {
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
