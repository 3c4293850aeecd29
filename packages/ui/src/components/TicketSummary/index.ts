export {
  type TicketLineKind,
  TicketSummary,
  type TicketSummaryProps,
  ticketLineKinds,
  ticketSummaryTexts,
} from './TicketSummary.tsx';
