/**
 * Every rider, shipment, stack and tracking call of follow-up §7 at the spec's paths, the rider
 * sign-in and sign-out (paths ours), the position report (ours), and the staff calls that move an
 * order through its statuses (not in the specs; needed to watch the journey).
 *
 * Rider calls take the rider token as `Authorization: Bearer <token>` or as the HttpOnly cookie
 * set when a shift starts; without one they answer 401. A registered rider is pending until staff
 * approve them: a pending rider may read who they are and their shift, and end it (`riderAccount`);
 * every other rider call answers them 403 `rider_pending`. Staff calls take
 * `Authorization: Bearer <STAFF_TOKEN>`: 401 without it, 403 with another.
 */
import * as v from 'valibot';
import { AliasSchema, IdSchema, PhoneSchema } from '../schemas/common.ts';
import { SandboxMessagesQuerySchema, SandboxMessagesSchema } from '../schemas/customer.ts';
import {
  CreateRiderBodySchema,
  CreateStackBodySchema,
  RiderPositionBodySchema,
  RiderSchema,
  RiderSessionSchema,
  RiderShiftSchema,
  RiderSignInBodySchema,
  RiderSignOutBodySchema,
  ShipmentStackSchema,
  ShipmentStacksQuerySchema,
  ShipmentStacksSchema,
  ShipmentsQuerySchema,
  ShipmentUpdateBodySchema,
  StaffDeliveryCodeWaiverBodySchema,
  StaffOrderSchema,
  StaffOrderStatusBodySchema,
  StaffOrdersQuerySchema,
  StaffOrdersSchema,
  StaffRiderApprovalBodySchema,
  StaffRiderSchema,
  StaffRidersQuerySchema,
  StaffRidersSchema,
  UpdateRiderBodySchema,
  WhoAmISchema,
} from '../schemas/logistics.ts';
import { ShipmentSchema, ShipmentsSchema } from '../schemas/shipment.ts';
import { OrderCodeSchema, ShipmentStatusSchema } from '../schemas/tracking.ts';
import { defineCall } from './define.ts';

const id = /* @__NO_SIDE_EFFECTS__ */ (name: string) => v.object({ [name]: IdSchema });

// The tracking page's calls, in a module of their own: the page loads none of the rider's.
export { authorizeTrackingChannel, getTracking } from './tracking-calls.ts';

export const listShipments = defineCall({
  method: 'GET',
  path: '/api/shipments',
  summary:
    "Shipments of the rider's branch contact in a status, created in [startDate, endDate] (3 days back to now by default), oldest first. Another branch contact answers 403.",
  query: ShipmentsQuerySchema,
  response: ShipmentsSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const getShipmentInProgress = defineCall({
  method: 'GET',
  path: '/api/shipments/rider',
  summary: "The rider's shift state and the shipment (or stack) they hold that is still in progress.",
  response: RiderShiftSchema,
  failure: { kind: 'fallback', value: { status: 'INACTIVE' } },
  auth: 'riderAccount',
});

export const getShipment = defineCall({
  method: 'GET',
  path: '/api/shipments/:id',
  summary: "A shipment of the rider's fleet; one another rider holds comes back with `expiredByOther: true`.",
  params: id('id'),
  response: ShipmentSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const updateShipment = defineCall({
  method: 'PUT',
  path: '/api/shipments/:id',
  summary:
    "Moves a shipment one step (the domain's `shipmentTransition`). Accepting is atomic: of riders racing, one wins, the others get 409 `expired_by_other`. An illegal move answers 409 `invalid_transition` and changes nothing. DELIVERED needs the customer's delivery code (`securityCode`): without it 400 `DELIVERY_CODE_MISSING`, a wrong one 400 `DELIVERY_CODE_WRONG` (counted; `attemptsLeft` says how many remain), and after 5 wrong ones 409 `DELIVERY_CODE_LOCKED` until staff waive it. With an `Idempotency-Key` header the step is applied once: the same key again answers 200 with the shipment as it is now; a key used by another rider or for another step answers 409 `idempotency_key_reused`.",
  params: id('id'),
  body: ShipmentUpdateBodySchema,
  response: ShipmentSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const reportRiderPosition = defineCall({
  method: 'PUT',
  path: '/api/rider/position',
  summary:
    "The rider's current position, while they hold a shipment in progress; each report pushes the tracking objects of those shipments. Rate-limited per rider.",
  decision: 'The spec does not show a position report; this path is ours.',
  body: RiderPositionBodySchema,
  response: null,
  failure: { kind: 'log' },
  auth: 'rider',
});

export const listShipmentStacks = defineCall({
  method: 'GET',
  path: '/api/shipmentstacks',
  summary: "Multi-delivery stacks of the rider's branch contact in a status.",
  query: ShipmentStacksQuerySchema,
  response: ShipmentStacksSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const getShipmentStack = defineCall({
  method: 'GET',
  path: '/api/stacking/:id',
  summary: 'A stack with its shipments in stack order (delivered first, canceled last, the rest by stacking order).',
  params: id('id'),
  response: ShipmentStackSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const updateShipmentStack = defineCall({
  method: 'PUT',
  path: '/api/stacking/:id',
  summary:
    "Moves a whole stack (accept, in store, on route, cancel) with its open shipments; RETURNED sets its delivered return shipments to returned. Accepting is atomic like a shipment's, and an `Idempotency-Key` applies the step once as a shipment's does.",
  params: id('id'),
  body: ShipmentUpdateBodySchema,
  response: ShipmentStackSchema,
  failure: { kind: 'store' },
  auth: 'rider',
});

export const whoAmI = defineCall({
  method: 'GET',
  path: '/api/whoami',
  summary: 'The rider the token belongs to.',
  response: WhoAmISchema,
  failure: { kind: 'store' },
  auth: 'riderAccount',
});

export const findRiderByPhone = defineCall({
  method: 'GET',
  path: '/api/rider/bc/phone',
  summary: 'A rider of a branch contact by phone; 404 means not found (the page starts registration).',
  query: v.object({ branchContactId: IdSchema, phone: PhoneSchema }),
  response: RiderSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const createRider = defineCall({
  method: 'POST',
  path: '/api/rider/createwithcode',
  summary:
    'Registers a rider of an own-fleet branch contact with a security code (stored hashed) and, with active=true, starts the shift.',
  body: CreateRiderBodySchema,
  response: RiderSessionSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const updateRider = defineCall({
  method: 'PUT',
  path: '/api/rider/:id/updatewithcode',
  summary:
    "Starts (active=true) or ends (active=false) a rider's shift with the security code; the body's rider (id, phone) and branch contact must be the path's rider, or 404. A wrong code answers 400 'El código de seguridad es erróneo'; after 5 wrong ones in a row, from any address, the code is refused for 15 minutes (429 `security_code_locked`), and each wrong one after that locks it again.",
  params: id('id'),
  body: UpdateRiderBodySchema,
  response: RiderSessionSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const riderSignIn = defineCall({
  method: 'POST',
  path: '/api/rider/signin',
  summary:
    "Starts a shift by branch contact, phone and security code (the page's log-in handler); the code is guarded per rider as in `updateRider`.",
  decision: 'The spec references the log-in handler without its path; this one is ours.',
  body: RiderSignInBodySchema,
  response: RiderSessionSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const riderSignOut = defineCall({
  method: 'POST',
  path: '/api/rider/signout',
  summary: "Ends the shift of the token's rider with the security code and revokes every token of that rider.",
  decision: 'The spec references the log-out handler without its path; this one is ours.',
  body: RiderSignOutBodySchema,
  response: RiderSessionSchema,
  failure: { kind: 'store' },
  auth: 'riderAccount',
});

export const listStaffOrders = defineCall({
  method: 'GET',
  path: '/api/staff/orders',
  summary: 'Orders, newest first, of one branch contact (by alias) or all, optionally in one status.',
  decision: 'Staff side, not in the specs.',
  query: StaffOrdersQuerySchema,
  response: StaffOrdersSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const setStaffOrderStatus = defineCall({
  method: 'PUT',
  path: '/api/staff/orders/:orderCode/status',
  summary:
    "Moves an order by the domain's order transition table. Accepting a delivery order of an own-fleet branch contact creates its shipment, looking for a driver; canceling an order cancels its shipment in every status (offered, stacked or held by a rider), and a stack holding it goes on without it or is withdrawn.",
  decision: 'Staff side, not in the specs.',
  params: v.object({ orderCode: OrderCodeSchema }),
  body: StaffOrderStatusBodySchema,
  response: StaffOrderSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const listStaffShipments = defineCall({
  method: 'GET',
  path: '/api/staff/shipments',
  summary: 'Shipments of a branch contact (every rider), newest first, optionally in one status.',
  decision: 'Staff side, not in the specs.',
  query: v.object({ branchContact: AliasSchema, status: v.optional(ShipmentStatusSchema) }),
  response: ShipmentsSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const createShipmentStack = defineCall({
  method: 'POST',
  path: '/api/staff/stacks',
  summary:
    'Groups shipments still looking for a driver into a stack, in the given stacking order, optionally marking return shipments; the stack is published to riders.',
  decision: 'Staff side, not in the specs.',
  body: CreateStackBodySchema,
  response: ShipmentStackSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const listSandboxMessages = defineCall({
  method: 'GET',
  path: '/api/staff/messages',
  summary:
    "The messages the sandbox messaging provider kept for a phone in the last hour (diners' sign-in codes), newest first; 404 when a real provider sends them.",
  decision: 'Staff side, not in the specs: in the demo nothing reaches a phone, the staff read the codes here.',
  query: SandboxMessagesQuerySchema,
  response: SandboxMessagesSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const listStaffRiders = defineCall({
  method: 'GET',
  path: '/api/staff/riders',
  summary: 'Riders of one branch contact (by alias) or all, newest first, optionally only the pending or the approved.',
  decision: 'Staff side, not in the specs: the venue approves the riders who register.',
  query: StaffRidersQuerySchema,
  response: StaffRidersSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const setStaffRiderApproval = defineCall({
  method: 'PUT',
  path: '/api/staff/riders/:id/approval',
  summary:
    "Approves a registered rider, who may then take shipments, or withdraws the approval, which ends the rider's shift and revokes their tokens.",
  decision: 'Staff side, not in the specs: the venue approves the riders who register.',
  params: id('id'),
  body: StaffRiderApprovalBodySchema,
  response: StaffRiderSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});

export const waiveStaffDeliveryCode = defineCall({
  method: 'PUT',
  path: '/api/staff/shipments/:id/delivery-code-waiver',
  summary:
    'Lets the rider deliver an open shipment without the delivery code (after the rider ran out of attempts and called the venue); the reason is recorded and shown to staff with the shipment.',
  decision: 'Staff side, not in the specs.',
  params: id('id'),
  body: StaffDeliveryCodeWaiverBodySchema,
  response: ShipmentSchema,
  failure: { kind: 'store' },
  auth: 'staff',
});
