import { hasMoreLoyaltyHistory, type LoyaltyHistoryEntry } from '@comanda/domain/loyalty';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyHistoryPage, storyLoyaltyProgram } from '../CheckoutForm/checkoutFixtures.ts';
import { LoyaltyModal, type LoyaltyModalProps, loyaltyModalModes } from './LoyaltyModal.tsx';

const meta = {
  title: 'Checkout/LoyaltyModal',
  component: LoyaltyModal,
  args: {
    defaultOpen: true,
    program: storyLoyaltyProgram,
    balance: 3250,
    orderAmount: 3365000,
    history: storyHistoryPage(0),
    hasMoreHistory: false,
    onOpenChange: fn(),
    onModeChange: fn(),
    onRedeem: fn(),
    onLoadMore: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: loyaltyModalModes } },
} satisfies Meta<typeof LoyaltyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Mis Puntos Sabores' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Info mode: welcome, the program's rules and the history with its three columns. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Tu saldo: 3.250 Puntos Sabores')).toBeVisible();
    await expect(dialog.getByText(/Con cada pedido sumás Puntos Sabores/)).toBeVisible();
    await expect(dialog.getByText('Sumás en Puntos Sabores el 5% del valor de cada pedido.')).toBeVisible();
    await expect(dialog.getByText('Cada uno de tus Puntos Sabores vale $ 1.')).toBeVisible();
    await expect(dialog.getByText('Mínimo canjeable: 500 Puntos Sabores.')).toBeVisible();
    await expect(dialog.getByText('Máximo canjeable: 5.000 Puntos Sabores.')).toBeVisible();
    await expect(dialog.getByText('Con Puntos Sabores podés pagar hasta el 50% de tu pedido.')).toBeVisible();
    const headers = dialog.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Pedidos', 'Puntos', 'Saldo']);
    const firstRow = dialog.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('SB-04800+1203.250');
  },
};

/** The app's side of paging: twenty entries a page, more while the last page came back full. */
function PagedHistory(props: LoyaltyModalProps & { pages: number }) {
  const [history, setHistory] = useState<LoyaltyHistoryEntry[]>(() => storyHistoryPage(0));
  const [lastPageLength, setLastPageLength] = useState(20);
  const [loading, setLoading] = useState(false);
  return (
    <LoyaltyModal
      {...props}
      history={history}
      historyLoading={loading}
      hasMoreHistory={hasMoreLoyaltyHistory(lastPageLength)}
      onLoadMore={() => {
        props.onLoadMore?.();
        setLoading(true);
        setTimeout(() => {
          const page = history.length / 20;
          const next = page < props.pages ? storyHistoryPage(page) : storyHistoryPage(page).slice(0, 5);
          setHistory((current) => [...current, ...next]);
          setLastPageLength(next.length);
          setLoading(false);
        }, 400);
      }}
    />
  );
}

/** Scrolling the history to its end loads the next page, with a loading row meanwhile; a short page ends it. */
export const LoadsMoreOnScroll: Story = {
  render: (args) => <PagedHistory {...args} pages={1} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const history = dialog.getByRole('region', { name: 'Historial de Puntos Sabores' });
    await expect(dialog.getAllByRole('row')).toHaveLength(21);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    // Diner §9: the next page is asked for once the list's end comes within 20 px of the box's.
    const end = history.querySelector('[data-slot="loyalty-history-sentinel"]');
    if (!end) throw new Error('no sentinel');
    const scrollToGap = (gap: number) => {
      history.scrollTop += end.getBoundingClientRect().top - history.getBoundingClientRect().bottom - gap;
    };
    scrollToGap(35);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollToGap(10);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(dialog.getByRole('status', { name: 'Cargando' })).toBeVisible();
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(26));
    await expect(dialog.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
    history.scrollTop = history.scrollHeight;
    // The last page was short: no more requests.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The first page is loading. */
export const HistoryLoading: Story = {
  args: { history: [], historyLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  },
};

export const EmptyHistory: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Todavía no tenés movimientos.')).toBeVisible();
  },
};

/** 'Canjear' moves to redeem mode, whose input starts at the domain's default; valid points close the modal. */
export const RedeemFromInfo: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Canjear' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('redeem');
    const input = dialog.getByLabelText('Puntos Sabores a canjear');
    // The least of the balance (3250), the program's maximum (5000) and 50 % of $ 33.650.
    await expect(input).toHaveValue('3250');
    await userEvent.clear(input);
    await userEvent.type(input, '6000');
    await userEvent.click(dialog.getByRole('button', { name: 'Canjear' }));
    // Sent from the button, the field in error takes the focus and is read with its error, once.
    await expect(input).toHaveAccessibleDescription('El máximo de Puntos Sabores acumulados es: 3250');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await expect(input).toHaveAccessibleDescription('El mínimo de Puntos Sabores canjeable es: 500');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Canjear' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(1000);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Above the program's maximum. */
export const RedeemAboveProgramMaximum: Story = {
  args: { defaultMode: 'redeem', balance: 10000 },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = dialog.getByLabelText('Puntos Sabores a canjear');
    await expect(input).toHaveValue('5000');
    await userEvent.clear(input);
    await userEvent.type(input, '6000{Enter}');
    await expect(input).toHaveAccessibleDescription('El máximo de Puntos Sabores canjeable es: 5000');
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** Above the maximum percentage of this order ($ 5.000 at 50 %). */
export const RedeemAboveOrderMaximum: Story = {
  args: { defaultMode: 'redeem', orderAmount: 500000 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = dialog.getByLabelText('Puntos Sabores a canjear');
    await expect(input).toHaveValue('2500');
    await userEvent.clear(input);
    await userEvent.type(input, '3000{Enter}');
    await expect(input).toHaveAccessibleDescription('El máximo de Puntos Sabores utilizable para este pedido es: 2500');
  },
};

/** Points are whole numbers. */
export const RedeemWholeNumbersOnly: Story = {
  args: { defaultMode: 'redeem' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = dialog.getByLabelText('Puntos Sabores a canjear');
    await userEvent.clear(input);
    await userEvent.type(input, '750.5{Enter}');
    await expect(input).toHaveAccessibleDescription('La cantidad de Puntos Sabores debe ser un número entero');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** Points already applied: no redeem button. */
export const PointsAlreadyApplied: Story = {
  args: { appliedPoints: 1000 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Canjear' })).not.toBeInTheDocument();
  },
};

/** A balance below the program's minimum: no redeem button. */
export const BalanceBelowMinimum: Story = {
  args: { balance: 300 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Tu saldo: 300 Puntos Sabores')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Canjear' })).not.toBeInTheDocument();
  },
};

/** Closed, opened from its trigger. */
export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button tone="bordered">Mis Puntos Sabores</Button> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mis Puntos Sabores' }));
    await dialogOf(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};
