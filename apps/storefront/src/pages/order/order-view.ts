/** How the order as the API returns it feeds the follow-up page's ui components. */
import type { OrderOutput } from '@comanda/api';
import type { OrderDetailTableProps } from '@comanda/ui';

export function orderDetailProps(order: OrderOutput, country: string): OrderDetailTableProps {
  return {
    items: order.items,
    itemsPrice: order.itemsPrice,
    surcharges: order.surcharges,
    discounts: order.discounts,
    deliveryFee: order.type === 'DELIVERY' ? order.deliveryFee : null,
    userServiceFee: order.userServiceFee > 0 ? order.userServiceFee : null,
    total: order.total,
    country,
    paymentName: order.paymentType.showName,
    paysWith: order.paysWith ?? null,
    address: order.destination?.direccion ?? null,
    betweenStreets: order.destination?.entrecalles ?? null,
    addressDetails: order.destination?.aclaraciones ?? null,
    table: order.tableUid ?? null,
    notes: order.notes ?? null,
    customerName: order.customerName ?? null,
  };
}
