/**
 * Riders, stacks and what the rider sends (follow-up §3, §7). The shipment itself is in
 * `shipment.ts` and the tracking page's object in `tracking.ts`: the diner's calls name them, and
 * every page loads those, so none of these is loaded with them.
 */
import { OWN_FLEET_PROVIDER, SHIPMENTS_PAGE_SIZE } from '@comanda/domain/shipments';
import {
  isNewRiderSecurityCode,
  RIDER_SECURITY_CODE_MAX_LENGTH,
  riderSecurityCodeTooShortMessage,
} from '@comanda/domain/validation';
import * as v from 'valibot';
import { AliasSchema, IdSchema, IsoDateTimeSchema, NameSchema, PhoneSchema, QueryIntSchema } from './common.ts';
import { OrderStatusSchema } from './order.ts';
import { ShipmentSchema } from './shipment.ts';
import { ShipmentStatusSchema } from './tracking.ts';

/** Follow-up §3 "Shipment stack": id, status, shipments (in the domain's stack order), code. */
export const ShipmentStackSchema = v.object({
  id: IdSchema,
  code: v.string(),
  status: ShipmentStatusSchema,
  shipments: v.array(ShipmentSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  branchContactAlias: v.string(),
  rider: v.optional(v.object({ id: IdSchema, name: v.optional(v.string()), phone: v.optional(v.string()) })),
  expiredByOther: v.optional(v.boolean()),
});
export type ShipmentStackOutput = v.InferOutput<typeof ShipmentStackSchema>;
export const ShipmentStacksSchema = v.object({ stacks: v.array(ShipmentStackSchema) });

/** Follow-up §3 "Shipment update payload", the body of PUT /api/shipments/{id} and PUT /api/stacking/{id}. */
export const ShipmentUpdateBodySchema = v.object({
  status: ShipmentStatusSchema,
  id: IdSchema,
  rider_phone: v.optional(PhoneSchema),
  rider_name: v.optional(NameSchema),
  rider_id: IdSchema,
  /** The delivery code the customer tells the rider: DELIVERED needs it (`checkDeliveryCode`). */
  securityCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(12))),
});

/**
 * The header a rider's step carries its idempotency key in: a random UUID the phone draws when the
 * rider takes the step, so that a step it sends again (kept while without signal) is applied once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Staff let the rider deliver without the code (the customer could not show it): the reason is recorded. */
export const StaffDeliveryCodeWaiverBodySchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'Indica el motivo'), v.maxLength(300)),
});
export type ShipmentUpdateInput = v.InferInput<typeof ShipmentUpdateBodySchema>;

/** GET api/shipments (follow-up §7): the domain's `shipmentsListQuery` fills it. */
export const ShipmentsQuerySchema = v.object({
  page: v.optional(QueryIntSchema(0, 10_000), 0),
  pageSize: v.optional(QueryIntSchema(1, 100), SHIPMENTS_PAGE_SIZE),
  sort: v.optional(v.picklist(['ASC', 'DESC']), 'ASC'),
  branchContactId: IdSchema,
  startDate: v.optional(IsoDateTimeSchema),
  endDate: v.optional(IsoDateTimeSchema),
  status: v.optional(ShipmentStatusSchema, 'LOOKING_FOR_DRIVER'),
  providerName: v.optional(v.literal(OWN_FLEET_PROVIDER), OWN_FLEET_PROVIDER),
});

export const ShipmentStacksQuerySchema = v.object({
  status: v.optional(ShipmentStatusSchema, 'LOOKING_FOR_DRIVER'),
  delivery_provider_name: v.optional(v.literal(OWN_FLEET_PROVIDER), OWN_FLEET_PROVIDER),
  /** The rider's branch contact when absent; another one answers 403. */
  branchContactId: v.optional(IdSchema),
});

/** Follow-up §3 "Shift state": status plus the shipment in progress. */
export const RiderShiftSchema = v.object({
  status: v.picklist(['ACTIVE', 'INACTIVE']),
  shipmentInProgress: v.optional(v.object({ id: IdSchema, type: v.picklist(['simple', 'stack']) })),
});

/** Decision: a rider's security code is 4 to 32 characters (the spec says only 'Código de seguridad'). */
export const RiderSecurityCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(4),
  v.maxLength(RIDER_SECURITY_CODE_MAX_LENGTH),
);

/** The code a rider chooses when registering: the domain's `isNewRiderSecurityCode` (6 digits or more). */
export const NewRiderSecurityCodeSchema = v.pipe(
  RiderSecurityCodeSchema,
  v.check((code: string) => isNewRiderSecurityCode(code), riderSecurityCodeTooShortMessage),
);

const RiderUserSchema = v.object({ branchContact: v.object({ id: IdSchema }) });

/** Follow-up §3 "Rider", without the security code, which never leaves the server. */
export const RiderSchema = v.object({
  id: IdSchema,
  name: v.string(),
  phone: v.string(),
  active: v.boolean(),
  /** Approved by the venue's staff; until then the rider can take nothing. */
  approved: v.boolean(),
  riderUser: RiderUserSchema,
});
export type RiderOutput = v.InferOutput<typeof RiderSchema>;

/** A shift that starts answers the rider token too (it is also set as an HttpOnly cookie). */
export const RiderSessionSchema = v.object({
  rider: RiderSchema,
  token: v.optional(v.string()),
  expiresAt: v.optional(IsoDateTimeSchema),
});

export const WhoAmISchema = v.object({
  riderId: IdSchema,
  name: v.string(),
  phone: v.string(),
  /** False while the venue has not approved the rider (the page shows the waiting screen). */
  approved: v.boolean(),
  branchContact: v.object({ id: IdSchema, alias: v.string(), name: v.string() }),
});

export const CreateRiderBodySchema = v.object({
  name: v.pipe(NameSchema, v.minLength(1)),
  phone: PhoneSchema,
  securityCode: NewRiderSecurityCodeSchema,
  active: v.optional(v.boolean(), true),
  riderUser: RiderUserSchema,
});

/**
 * Follow-up §7: the rider (as the phone lookup answered it: id, name, phone), the security code,
 * the shift flag and the rider's branch contact. The name given is kept as the rider's.
 */
export const UpdateRiderBodySchema = v.object({
  rider: v.object({ id: IdSchema, name: v.pipe(NameSchema, v.minLength(1)), phone: PhoneSchema }),
  securityCode: RiderSecurityCodeSchema,
  active: v.boolean(),
  riderUser: RiderUserSchema,
});

export const RiderSignInBodySchema = v.object({
  branchContactId: IdSchema,
  phone: PhoneSchema,
  securityCode: RiderSecurityCodeSchema,
});

export const RiderSignOutBodySchema = v.object({ securityCode: RiderSecurityCodeSchema });

export const RiderPositionBodySchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

// Staff side (not in the specs): the calls that move an order so the journey can be watched.

export const staffOrderTargets = ['GENERATED', 'ACCEPTED', 'READY', 'DELIVERED', 'CANCELED'] as const;

export const StaffOrderSchema = v.object({
  id: IdSchema,
  code: v.string(),
  status: OrderStatusSchema,
  type: v.string(),
  orderedAt: IsoDateTimeSchema,
  total: v.number(),
  customerName: v.optional(v.string()),
  branchContactAlias: v.string(),
  shipment: v.optional(v.object({ id: IdSchema, status: ShipmentStatusSchema, stackId: v.optional(IdSchema) })),
});
export type StaffOrderOutput = v.InferOutput<typeof StaffOrderSchema>;
export const StaffOrdersSchema = v.object({ orders: v.array(StaffOrderSchema) });

export const StaffOrdersQuerySchema = v.object({
  branchContact: v.optional(AliasSchema),
  status: v.optional(v.picklist(['UNCONFIRMED', ...staffOrderTargets])),
  offset: v.optional(QueryIntSchema(0, 100_000), 0),
});

export const StaffOrderStatusBodySchema = v.object({ status: v.picklist(staffOrderTargets) });

/** A rider as staff see them: who, of which venue, since when, and whether approved. */
export const StaffRiderSchema = v.object({
  id: IdSchema,
  name: v.string(),
  phone: v.string(),
  active: v.boolean(),
  approved: v.boolean(),
  registeredAt: IsoDateTimeSchema,
  branchContactAlias: v.string(),
});
export type StaffRiderOutput = v.InferOutput<typeof StaffRiderSchema>;
export const StaffRidersSchema = v.object({ riders: v.array(StaffRiderSchema) });

export const StaffRidersQuerySchema = v.object({
  branchContact: v.optional(AliasSchema),
  status: v.optional(v.picklist(['PENDING', 'APPROVED'])),
});

/** Approving lets the rider take shipments; withdrawing the approval ends the rider's shift. */
export const StaffRiderApprovalBodySchema = v.object({ approved: v.boolean() });

export const CreateStackBodySchema = v.object({
  branchContact: AliasSchema,
  /** In stacking order; each a shipment still looking for a driver. */
  shipments: v.pipe(
    v.array(v.object({ shipmentId: IdSchema, returnShipment: v.optional(v.boolean(), false) })),
    v.minLength(1),
    v.maxLength(20),
  ),
});
