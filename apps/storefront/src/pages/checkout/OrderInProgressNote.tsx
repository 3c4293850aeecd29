import { findOrderInProgress, type RecentOrderCandidate } from '@comanda/domain/schedule';
import { Button, Stack, Text } from '@comanda/ui';
import { placedOrderToken } from '../../state/placed-orders.ts';
import { menuPaths } from '../menu/links.ts';
import { checkoutTexts } from './checkout-texts.ts';

export interface OrderInProgressNoteProps {
  readonly alias: string;
  /** The orders of the phone in 'Mis datos' here, newest first, as the server gave them to this browser. */
  readonly orders: readonly (RecentOrderCandidate & { readonly code: string })[];
  readonly now: number;
}

/**
 * The phone typed has an order in progress here (diner §4: within 24 hours): the checkout says
 * so and links to its follow-up before the diner sends another. The link keeps this browser's
 * access token of the order; a signed-in diner's session opens it without one.
 */
export function OrderInProgressNote({ alias, orders, now }: OrderInProgressNoteProps) {
  const order = findOrderInProgress(orders, now);
  if (!order) return null;
  const token = placedOrderToken(alias, order.code, now);
  const href = token
    ? menuPaths.followUp(alias, order.code, token)
    : menuPaths.order(alias, encodeURIComponent(order.code));
  return (
    <Stack gap="sm" role="note" aria-label={checkoutTexts.orderInProgress.label} data-slot="order-in-progress">
      <Text size="sm">{checkoutTexts.orderInProgress.note}</Text>
      <Button asChild tone="bordered" fullWidth>
        <a href={href}>{checkoutTexts.orderInProgress.link(order.code)}</a>
      </Button>
    </Stack>
  );
}
