/** The checkout's ticket (diner §9 total), recomputed only when one of its inputs changes. */
import type { Ticket } from '@comanda/domain/pricing';
import { useMemo } from 'react';
import { buildTicket, type TicketInput } from './ticket.ts';

export function useTicket(input: TicketInput): Ticket {
  const {
    country,
    items,
    plateDiscounts,
    generalDiscounts,
    generalSurcharges,
    fees,
    deliveryFee,
    cashPayment,
    codeDiscount,
    loyalty,
  } = input;
  const program = loyalty?.program;
  const balance = loyalty?.balance;
  const points = loyalty?.points;
  return useMemo(
    () =>
      buildTicket({
        country,
        items,
        plateDiscounts,
        generalDiscounts,
        generalSurcharges,
        fees,
        deliveryFee,
        cashPayment,
        codeDiscount,
        loyalty: program && balance !== undefined && points !== undefined ? { program, balance, points } : null,
      }),
    [
      country,
      items,
      plateDiscounts,
      generalDiscounts,
      generalSurcharges,
      fees,
      deliveryFee,
      cashPayment,
      codeDiscount,
      program,
      balance,
      points,
    ],
  );
}
