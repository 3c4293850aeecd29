import { useDinerOrders } from '@comanda/api/react';
import { findOrderInProgress } from '@comanda/domain/schedule';
import { Button, Stack, Text } from '@comanda/ui';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { placedOrderToken } from '../../state/placed-orders.ts';
import { menuPaths } from '../menu/links.ts';

/** Decision: the phone in 'Mis datos' has an order in progress at this store (the header's 'PEDIDO EN CURSO'). */
const texts = {
  label: 'PEDIDO EN CURSO',
  note: 'Ya tienes un pedido en curso en este local.',
  link: (code: string) => `Ver pedido ${code}`,
} as const;

export interface OrderInProgressNoteProps {
  readonly alias: string;
  /** The phone in 'Mis datos' once it settled (E.164). */
  readonly phone: string;
  /** The access tokens of the orders this browser placed here: without a session, only those orders are listed. */
  readonly access: readonly string[];
  readonly now: number;
}

/**
 * Diner §7: the orders of the phone typed are read when it changes. When one is in progress here
 * (diner §4: within 24 hours) the checkout says so and links to its follow-up before the diner
 * sends another. The link keeps this browser's access token of the order; a signed-in diner's
 * session opens it without one.
 */
export function OrderInProgressNote({ alias, phone, access, now }: OrderInProgressNoteProps) {
  const { contact } = useBranchScope();
  const { dinerOrders } = useDinerOrders({
    query: { phone, branchContactId: contact.id, offset: 0, ...(access.length > 0 ? { access: [...access] } : {}) },
  });
  const order = findOrderInProgress(dinerOrders?.dinerOrders.orders, now);
  if (!order) return null;
  const token = placedOrderToken(alias, order.code, now);
  const href = token
    ? menuPaths.followUp(alias, order.code, token)
    : menuPaths.order(alias, encodeURIComponent(order.code));
  return (
    <Stack gap="sm" role="note" aria-label={texts.label} data-slot="order-in-progress">
      <Text size="sm">{texts.note}</Text>
      <Button asChild tone="bordered" fullWidth>
        <a href={href}>{texts.link(order.code)}</a>
      </Button>
    </Stack>
  );
}
