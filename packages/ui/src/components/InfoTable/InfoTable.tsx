import { DEFAULT_COUNTRY, formatDeliveryFee, formatMinorUnits, moneyOf } from '@comanda/domain/money';
import { cartProgress } from '@comanda/domain/order';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './InfoTable.css.ts';
import { deliveryZoneMessages, infoTableMessages } from './messages.ts';

/** Delivery shows arrival, fee and minimum; every other mode (take away, table, self service) the pickup delay. */
export const infoTableKinds = ['delivery', 'pickup'] as const;
export type InfoTableKind = (typeof infoTableKinds)[number];

/** Why delivery to the diner's address is impossible (diner §8 "Delivery labels"). */
export const deliveryZoneProblems = ['outOfArea', 'noCouriers'] as const;
export type DeliveryZoneProblem = (typeof deliveryZoneProblems)[number];

export interface DelayRange {
  /** The order mode's minDelayInMinutes. */
  readonly minMinutes: number;
  /** The order mode's maxDelayInMinutes. */
  readonly maxMinutes: number;
}

export interface InfoTableProps {
  readonly kind: InfoTableKind;
  /** 'Llega en' (delivery) or 'Retirar en' (other modes); hidden when unknown. */
  readonly delay?: DelayRange | null;
  /** Delivery fee in minor units ('Gratis' when 0); hidden when unknown and not loading. */
  readonly deliveryFee?: number | null;
  /** The fee is being calculated: a spinner in its place. */
  readonly deliveryFeeLoading?: boolean;
  /** Minimum order in minor units; hidden when absent or 0. */
  readonly minimum?: number | null;
  /** Items total (minor units) from which delivery is free; absent or 0 means no offer. */
  readonly freeDeliveryFrom?: number | null;
  /** The cart's items total in minor units, to tell how much is missing for free delivery. */
  readonly itemsTotal?: number;
  /** Country code of the amounts ('ar' by default). */
  readonly country?: string;
  /** The address cannot be served by delivery. */
  readonly zoneProblem?: DeliveryZoneProblem | null;
  /** The branch contact's take-away mode name, offered when the address is out of the zone. */
  readonly takeAwayName?: string | null;
  /** The mode takes no orders: 'Menú informativo. Pedidos deshabilitados.'. */
  readonly informativeMenu?: boolean;
}

/** The info table under the header's order modes (diner §2 "Info table", §8 delivery labels). */
export function InfoTable({
  kind,
  delay,
  deliveryFee,
  deliveryFeeLoading = false,
  minimum,
  freeDeliveryFrom,
  itemsTotal = 0,
  country = DEFAULT_COUNTRY,
  zoneProblem,
  takeAwayName,
  informativeMenu = false,
}: InfoTableProps) {
  const money = (amount: number) => formatMinorUnits(amount, country);
  const delayText = delay ? infoTableMessages.delayRange(delay.minMinutes, delay.maxMinutes) : null;
  const isDelivery = kind === 'delivery';
  const freeDeliveryLabel = isDelivery ? freeDeliveryText(freeDeliveryFrom, itemsTotal, money) : null;
  const zoneText = isDelivery && zoneProblem ? zoneProblemText(zoneProblem, takeAwayName) : null;

  const cells: { term: string; value: ReactNode }[] = [];
  if (isDelivery) {
    if (delayText) cells.push({ term: infoTableMessages.arrivesIn, value: delayText });
    if (deliveryFeeLoading) {
      cells.push({ term: infoTableMessages.deliveryFee, value: <Spinner label={infoTableMessages.calculatingFee} /> });
    } else if (deliveryFee != null) {
      cells.push({
        term: infoTableMessages.deliveryFee,
        value: formatDeliveryFee(moneyOf(deliveryFee, country), country),
      });
    }
    if (minimum) cells.push({ term: infoTableMessages.minimum, value: money(minimum) });
  } else if (delayText) {
    cells.push({ term: infoTableMessages.pickUpIn, value: delayText });
  }

  return (
    <div className={styles.root} data-slot="info-table" data-kind={kind}>
      {cells.length > 0 && (
        <dl className={styles.table}>
          {cells.map((cell) => (
            <div key={cell.term} className={styles.cell}>
              <dt className={styles.term}>{cell.term}</dt>
              <dd className={styles.value}>{cell.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {freeDeliveryLabel && (
        <p className={styles.freeDelivery} data-slot="info-table-free-delivery">
          {freeDeliveryLabel}
        </p>
      )}
      {/* A live region, so a label that appears after the address changes is announced. */}
      <div role="status" data-slot="info-table-notices">
        {zoneText && <p className={styles.notice({ tone: 'warning' })}>{zoneText}</p>}
        {informativeMenu && (
          <p className={styles.notice({ tone: 'neutral' })}>{deliveryZoneMessages.informativeMenu}</p>
        )}
      </div>
    </div>
  );
}

/**
 * 'Envío gratis a partir de {amount}' with an empty cart, 'Suma {missing} en productos para
 * tener envío gratis' while below the threshold (the missing amount from the domain's
 * `cartProgress`), nothing once delivery is free.
 */
function freeDeliveryText(
  freeDeliveryFrom: number | null | undefined,
  itemsTotal: number,
  money: (amount: number) => string,
): string | null {
  if (!freeDeliveryFrom || freeDeliveryFrom <= 0) return null;
  if (itemsTotal <= 0) return infoTableMessages.freeDeliveryFrom(money(freeDeliveryFrom));
  const progress = cartProgress({
    mode: 'DELIVERY',
    itemsTotal,
    itemCount: 1,
    minimum: 0,
    freeDeliveryFrom,
    orderingEnabled: true,
    format: money,
  });
  return progress.kind === 'belowFreeDelivery' ? infoTableMessages.addForFreeDelivery(money(progress.missing)) : null;
}

function zoneProblemText(problem: DeliveryZoneProblem, takeAwayName: string | null | undefined): string {
  switch (problem) {
    case 'outOfArea':
      return `${deliveryZoneMessages.outOfArea} ${
        takeAwayName ? deliveryZoneMessages.switchToTakeAway(takeAwayName) : deliveryZoneMessages.enterAnotherAddress
      }`;
    case 'noCouriers':
      return deliveryZoneMessages.noCouriers;
    default:
      return problem satisfies never;
  }
}
