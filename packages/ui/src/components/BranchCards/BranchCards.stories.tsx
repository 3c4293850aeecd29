import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { otherLogoUrl, sampleLogoUrl } from '../Header/fixtures.ts';
import { BranchCards } from './BranchCards.tsx';

const branches = [
  {
    id: 'b1',
    name: 'La Esquina Palermo',
    logoUrl: sampleLogoUrl,
    address: 'Av. Santa Fe 3456, Palermo',
    href: '../la-esquina-palermo',
  },
  {
    id: 'b2',
    name: 'La Esquina Belgrano',
    logoUrl: otherLogoUrl,
    address: 'Av. Cabildo 2020, Belgrano',
    href: '../la-esquina-belgrano',
  },
  { id: 'b3', name: 'La Esquina Express', logoUrl: null, address: null, href: '../la-esquina-express' },
] as const;

const meta = {
  title: 'Choosing/BranchCards',
  component: BranchCards,
  args: { title: 'La Esquina', branches, onSelect: fn((_id, event) => event.preventDefault()), onRetry: fn() },
} satisfies Meta<typeof BranchCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link per branch, named by its name and address, going to ../{alias}. */
export const Branches: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'La Esquina' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    const palermo = canvas.getByRole('link', { name: 'La Esquina Palermo Av. Santa Fe 3456, Palermo' });
    await expect(palermo).toHaveAttribute('href', '../la-esquina-palermo');
    await userEvent.click(canvas.getByRole('link', { name: /La Esquina Belgrano/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('b2', expect.anything());
  },
};

/** Keyboard: Tab moves from card to card. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** More than one page: 'Ver más locales' asks for the next. */
export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('No hay más locales.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más locales' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page is on its way: the branches read so far stay, with a spinner below them. */
export const LoadingMore: Story = {
  args: { hasMore: true, onLoadMore: fn(), loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('status', { name: 'Cargando más locales' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ver más locales' })).not.toBeInTheDocument();
  },
};

/** Read to the last page: "no more", which is not "none". */
export const NoMore: Story = {
  args: { endReached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('No hay más locales.');
    await expect(canvas.queryByText('No hay locales disponibles por el momento.')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ver más locales' })).not.toBeInTheDocument();
  },
};

/** The company has no branches to show. */
export const Empty: Story = {
  args: { branches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay locales disponibles por el momento.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No hay más locales.')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { branches: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando locales' })).toBeInTheDocument();
  },
};

/** The company or branch fetch failed: the error and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { branches: [], status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Many branches on a phone: one column, no sideways scroll. */
export const ManyOnPhone: Story = {
  parameters: {
    viewport: { options: { phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  args: {
    branches: Array.from({ length: 8 }, (_, index) => ({
      id: `b${index}`,
      name: `La Esquina Sucursal ${index + 1}`,
      logoUrl: index % 2 ? otherLogoUrl : sampleLogoUrl,
      address: `Calle ${index + 1} número ${1000 + index}, Ciudad Autónoma de Buenos Aires`,
      href: `../la-esquina-${index + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(8);
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
