/**
 * A shipment (follow-up §3, §7). The diner sees shipments through `ShipmentsSchema`; the rider app
 * reads the same shape, redacted for the rider who reads it.
 */
import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, PositionSchema } from './common.ts';
import { ShipmentStatusSchema } from './tracking.ts';

export const ShipmentSchema = v.object({
  id: IdSchema,
  status: ShipmentStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  stackingOrder: v.number(),
  logisticsOrder: v.object({ id: IdSchema, code: v.string(), branchContactAlias: v.string() }),
  returnShipment: v.boolean(),
  /**
   * Name and phone only where the reader may see them: a rider sees them on the way to the
   * drop-off of a shipment they hold (`showsCustomerDetails`); elsewhere the name is empty.
   */
  customer: v.object({
    name: v.string(),
    phone: v.optional(v.string()),
    address: v.string(),
    position: v.optional(PositionSchema),
  }),
  pickup: v.object({ name: v.string(), address: v.string(), position: v.optional(PositionSchema) }),
  /**
   * The rider holding the shipment. A rider reading a shipment another rider holds gets only the
   * holder's id (so `isLostByRider` answers) and `expiredByOther: true`.
   */
  rider: v.optional(
    v.object({
      id: IdSchema,
      name: v.optional(v.string()),
      phone: v.optional(v.string()),
      lastPosition: v.optional(PositionSchema),
      minETA: v.optional(v.number()),
      maxETA: v.optional(v.number()),
    }),
  ),
  /** The stack the shipment travels in, when it is part of a multi-delivery. */
  stackId: v.optional(IdSchema),
  /** The reading rider lost this shipment to another rider: the app shows the expired-by-other label. */
  expiredByOther: v.optional(v.boolean()),
  /**
   * The delivery code's guard, for the rider holding the shipment and for staff (never the code
   * itself): wrong attempts left and whether staff waived it; staff also read the waiver's reason.
   */
  deliveryCode: v.optional(
    v.object({
      attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
      waived: v.boolean(),
      waiverReason: v.optional(v.string()),
    }),
  ),
});
export type ShipmentOutput = v.InferOutput<typeof ShipmentSchema>;
export const ShipmentsSchema = v.object({ shipments: v.array(ShipmentSchema) });
