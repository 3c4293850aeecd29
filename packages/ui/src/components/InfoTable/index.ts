export {
  type DelayRange,
  type DeliveryZoneProblem,
  deliveryZoneProblems,
  InfoTable,
  type InfoTableKind,
  type InfoTableProps,
  infoTableKinds,
} from './InfoTable.tsx';
export { deliveryZoneMessages, infoTableMessages } from './messages.ts';
