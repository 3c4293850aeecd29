/**
 * How each analytics event of diner §3 (names from `@comanda/domain`) is told to each vendor:
 * Meta's standard events where one fits (else a custom event with the spec's name), GA4's
 * recommended e-commerce events, and the spec's name as-is in the Tag Manager data layer.
 */
import type { AnalyticsEvent } from '@comanda/domain/analytics';

/** One product line of an event; price in the currency's major units (what vendors expect). */
export interface AnalyticsItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly price?: number;
}

export interface AnalyticsDetail {
  /** Money in major units (`toMajorUnits`), with its ISO currency code. */
  readonly value?: number;
  readonly currency?: string;
  readonly items?: readonly AnalyticsItem[];
  /** CREATE_ORDER / PAY_ORDER: the order code. */
  readonly orderCode?: string;
  /** ORDER_MODE_SELECT: the mode's type; BRANCH_CONTACT_SELECT: the contact alias; LINK_CLICK: the link. */
  readonly label?: string;
}

type FacebookCall = readonly ['track' | 'trackCustom', string, Record<string, unknown>];
type GoogleCall = readonly [string, Record<string, unknown>];

const facebookStandard: Partial<Record<AnalyticsEvent, string>> = {
  ITEM_VIEW: 'ViewContent',
  ADD_ITEM: 'AddToCart',
  CONTINUE_TO_CHECKOUT: 'InitiateCheckout',
  CREATE_ORDER: 'Purchase',
  PAY_ORDER: 'AddPaymentInfo',
  BRANCH_CONTACT_SELECT: 'FindLocation',
};

const googleNames: Record<AnalyticsEvent, string> = {
  ITEM_VIEW: 'view_item',
  ADD_ITEM: 'add_to_cart',
  DELETE_ITEM: 'remove_from_cart',
  VIEW_ORDER_SUMMARY: 'view_cart',
  CONTINUE_TO_CHECKOUT: 'begin_checkout',
  CREATE_ORDER: 'purchase',
  PAY_ORDER: 'add_payment_info',
  ORDER_MODE_SELECT: 'select_order_mode',
  BRANCH_CONTACT_SELECT: 'select_branch_contact',
  LINK_CLICK: 'link_click',
};

function money(detail: AnalyticsDetail): Record<string, unknown> {
  return detail.value !== undefined && detail.currency ? { value: detail.value, currency: detail.currency } : {};
}

export function facebookCallOf(event: AnalyticsEvent, detail: AnalyticsDetail = {}): FacebookCall {
  const items = detail.items ?? [];
  const params: Record<string, unknown> = {
    ...money(detail),
    ...(items.length > 0
      ? {
          content_type: 'product',
          content_ids: items.map((item) => item.id),
          contents: items.map((item) => ({ id: item.id, quantity: item.quantity })),
          num_items: items.reduce((sum, item) => sum + item.quantity, 0),
        }
      : {}),
    ...(items.length === 1 && items[0] ? { content_name: items[0].name } : {}),
    ...(detail.orderCode ? { order_id: detail.orderCode } : {}),
    ...(detail.label ? { label: detail.label } : {}),
  };
  const standard = facebookStandard[event];
  return standard ? ['track', standard, params] : ['trackCustom', event, params];
}

export function googleCallOf(event: AnalyticsEvent, detail: AnalyticsDetail = {}): GoogleCall {
  const items = detail.items ?? [];
  return [
    googleNames[event],
    {
      ...money(detail),
      ...(items.length > 0
        ? {
            items: items.map((item) => ({
              item_id: item.id,
              item_name: item.name,
              quantity: item.quantity,
              ...(item.price !== undefined ? { price: item.price } : {}),
            })),
          }
        : {}),
      ...(detail.orderCode ? { transaction_id: detail.orderCode } : {}),
      ...(detail.label ? { label: detail.label } : {}),
    },
  ];
}

/** Tag Manager triggers on the spec's own event names. */
export function dataLayerEntryOf(event: AnalyticsEvent, detail: AnalyticsDetail = {}): Record<string, unknown> {
  return { event, ...detail };
}

/** Minor units at a scale (the cart's money) to the major units vendors expect: 150050 at 2 → 1500.5. */
export function toMajorUnits(amount: number, scale: number): number {
  return amount / 10 ** scale;
}

/** A product line as the app has it: prices in the currency's minor units. */
export interface TrackedLine {
  readonly referenceId: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price in minor units, when known. */
  readonly price?: number;
}

export interface TrackInput {
  readonly lines?: readonly TrackedLine[];
  /** Total in minor units. */
  readonly total?: number;
  readonly orderCode?: string;
  readonly label?: string;
}

/** The vendor-neutral detail of an event, prices converted to major units. */
export function detailOf(input: TrackInput, currency: string, scale: number): AnalyticsDetail {
  const lines = input.lines ?? [];
  const total =
    input.total ??
    (lines.length > 0 && lines.every((line) => line.price !== undefined)
      ? lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0)
      : undefined);
  return {
    ...(total !== undefined ? { value: toMajorUnits(total, scale), currency } : {}),
    ...(lines.length > 0
      ? {
          items: lines.map((line) => ({
            id: line.referenceId,
            name: line.name,
            quantity: line.quantity,
            ...(line.price !== undefined ? { price: toMajorUnits(line.price, scale) } : {}),
          })),
        }
      : {}),
    ...(input.orderCode ? { orderCode: input.orderCode } : {}),
    ...(input.label ? { label: input.label } : {}),
  };
}
