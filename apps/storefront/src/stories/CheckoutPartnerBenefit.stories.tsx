/**
 * The checkout of a loyalty partner's member (diner §6): the partner's benefit, answered by
 * `POST /api/external-benefits/{partner}`, is a discount line of the ticket and comes off the
 * total; without an answer (diner §8 "External benefit failure silent") the ticket has none.
 */
import { dinerCalls } from '@comanda/api';
import { demoLoyaltyPartners, palermoMenu } from '@comanda/api/demo';
import { dinerHandlers, mockCall } from '@comanda/api/mocks';
import { emptyCartState, serializeCart } from '@comanda/domain/cart';
import { buildCartItem } from '@comanda/domain/plate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PARTNER_USER_KEY } from '../state/partner-user.ts';
import { storageKeys } from '../state/storage.ts';
import { StorefrontPage } from './storefront-page.tsx';

const CENTRO = 'palermo-centro';
const member = demoLoyaltyPartners[0]?.members[0];

function flan() {
  const category = palermoMenu.categories.find((c) => c.plates.some((p) => p.id === 'plate-flan'));
  const plate = category?.plates.find((p) => p.id === 'plate-flan');
  if (!category || !plate) throw new Error('no flan in the demo menu');
  const built = buildCartItem(
    plate,
    { sizeId: plate.sizes[0]?.id, quantity: 1, notes: '', garnishes: [] },
    { categoryShowName: category.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return built.item;
}

/** A take-away cart with a flan and the partner's member of this tab, put back as they were afterwards. */
function asPartnerMemberWithFlan() {
  const cartBefore = localStorage.getItem(storageKeys.cart);
  const userBefore = sessionStorage.getItem(PARTNER_USER_KEY);
  localStorage.setItem(
    storageKeys.cart,
    serializeCart(
      { ...emptyCartState, items: [flan()], mode: 'om-pc-takeaway', paymentType: 'pt-cash' },
      CENTRO,
      Date.now(),
    ),
  );
  sessionStorage.setItem(
    PARTNER_USER_KEY,
    JSON.stringify({ partner: 'club-beneficios', externalUserId: member?.externalUserId, token: member?.token }),
  );
  return () => {
    if (cartBefore === null) localStorage.removeItem(storageKeys.cart);
    else localStorage.setItem(storageKeys.cart, cartBefore);
    if (userBefore === null) sessionStorage.removeItem(PARTNER_USER_KEY);
    else sessionStorage.setItem(PARTNER_USER_KEY, userBefore);
  };
}

const meta = {
  title: 'Pages/Storefront/Partner benefit',
  component: StorefrontPage,
  args: { url: `/menu/${CENTRO}/checkout` },
  beforeEach: asPartnerMemberWithFlan,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorefrontPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ticketOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Resumen del pedido' }, { timeout: 10_000 });

/** Flan $ 4.200; the member's 15 % takes $ 630 off: the total is $ 3.570. */
export const BenefitOnTheTicket: Story = {
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.getExternalBenefits, {
          state: 'success',
          body: { generalDiscounts: [...(member?.benefits ?? [])] },
        }),
        ...dinerHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const ticket = await ticketOf(canvasElement);
    const discount = await within(ticket).findByText('Beneficio Club Beneficios 15%', {}, { timeout: 10_000 });
    await expect(discount).toBeVisible();
    await expect(ticket.querySelector('[data-kind="discount"]')).toHaveTextContent('-$ 630');
    await expect(ticket.querySelector('[data-kind="total"]')).toHaveTextContent('$ 3.570');
  },
};

/** The partner did not answer: no discount line, the full price. */
export const PartnerSilent: Story = {
  parameters: {
    msw: {
      handlers: [mockCall(dinerCalls.getExternalBenefits, { state: 'error', status: 502 }), ...dinerHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const ticket = await ticketOf(canvasElement);
    await expect(ticket.querySelector('[data-kind="total"]')).toHaveTextContent('$ 4.200');
    await expect(ticket.querySelector('[data-kind="discount"]')).toBeNull();
  },
};
