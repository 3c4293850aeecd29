/**
 * The reference server's tables. Money columns hold integer minor units of the branch's
 * currency. Documents that are always read whole (a menu, a branch's look, working hours) are
 * jsonb; everything that is filtered, joined, counted or updated concurrently is a column.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** The id of the row this one belongs to. */
const parent = (name: string, column: () => AnyPgColumn) => text(name).notNull().references(column);

export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
});

export const branches = pgTable('branches', {
  id: text('id').primaryKey(),
  companyId: parent('company_id', () => companies.id),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull().default('ar'),
  timeZone: text('time_zone').notNull().default('America/Argentina/Buenos_Aires'),
  /** Social links, logos, pixels, colour config, menu config: the Branch schema minus the above. */
  look: jsonb('look').notNull(),
});

export const branchContacts = pgTable(
  'branch_contacts',
  {
    id: text('id').primaryKey(),
    branchId: parent('branch_id', () => branches.id),
    alias: text('alias').notNull().unique(),
    name: text('name').notNull(),
    address: jsonb('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    callPhone: text('call_phone'),
    whatsAppPhone: text('whatsapp_phone'),
    mandatoryPhone: boolean('mandatory_phone').notNull().default(false),
    mandatoryName: boolean('mandatory_name').notNull().default(false),
    mandatoryEmail: boolean('mandatory_email').notNull().default(false),
    reachableByDelivery: boolean('reachable_by_delivery').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    ordersConsoleActive: boolean('orders_console_active').notNull().default(true),
    betweenStreetsRequired: boolean('between_streets_required').notNull().default(false),
    ownFleet: boolean('own_fleet').notNull().default(false),
    workingDays: jsonb('working_days').notNull().default(sql`'[]'::jsonb`),
    npsAvg: doublePrecision('nps_avg'),
    npsEnabled: boolean('nps_enabled').notNull().default(false),
  },
  (t) => [index('branch_contacts_branch_idx').on(t.branchId)],
);

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  branchId: parent('branch_id', () => branches.id),
  /** Categories with plates, remarkeds and upselleds: the Menu schema minus its hash. */
  content: jsonb('content').notNull(),
  /** Content hash, recomputed whenever content changes. */
  hash: text('hash').notNull(),
});

export const orderModes = pgTable(
  'order_modes',
  {
    id: text('id').primaryKey(),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    menuId: parent('menu_id', () => menus.id),
    type: text('type').notNull(),
    showName: text('show_name').notNull(),
    active: boolean('active').notNull().default(true),
    orderEnabled: boolean('order_enabled').notNull().default(true),
    useSchedule: boolean('use_schedule').notNull().default(false),
    availability: text('availability').notNull().default('now'),
    minDelayInMinutes: integer('min_delay_in_minutes'),
    maxDelayInMinutes: integer('max_delay_in_minutes'),
    paymentTypes: jsonb('payment_types').notNull(),
    schedules: jsonb('schedules').notNull().default(sql`'[]'::jsonb`),
    userFee: money('user_fee'),
    /** Percentage in hundredths of a percent (250 = 2.5 %). */
    percentageUserFeeBasisPoints: integer('percentage_user_fee_bp').notNull().default(0),
    generalDiscounts: jsonb('general_discounts').notNull().default(sql`'[]'::jsonb`),
    generalSurcharges: jsonb('general_surcharges').notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_modes_branch_contact_idx').on(t.branchContactId)],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: text('id').primaryKey(),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    name: text('name').notNull(),
    /** GeoJSON Polygon coordinates ([lng, lat] rings). */
    polygon: jsonb('polygon').notNull(),
    fee: money('fee'),
    cashFee: money('cash_fee'),
    minimumOrder: money('minimum_order'),
    freeDeliveryFrom: bigint('free_delivery_from', { mode: 'number' }),
    couriersAvailable: boolean('couriers_available').notNull().default(true),
    cashCouriersAvailable: boolean('cash_couriers_available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('delivery_zones_branch_contact_idx').on(t.branchContactId)],
);

export const indicators = pgTable('indicators', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  icon: text('icon').notNull(),
  color: text('color'),
  textColor: text('text_color'),
});

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
});

export const menuCustomizations = pgTable('menu_customizations', {
  id: text('id').primaryKey(),
  branchId: parent('branch_id', () => branches.id),
  resource: text('resource').notNull(),
  displayType: text('display_type'),
  theme: text('theme'),
  commands: text('commands').notNull(),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    branchId: parent('branch_id', () => branches.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    value: doublePrecision('value').notNull(),
    minimumOrderAmount: bigint('minimum_order_amount', { mode: 'number' }),
    maximumDiscountAmount: bigint('maximum_discount_amount', { mode: 'number' }),
    plate: jsonb('plate'),
    category: jsonb('category'),
    firstTimeUse: boolean('first_time_use').notNull().default(false),
    limitedUsage: boolean('limited_usage').notNull().default(false),
    externalBenefitType: text('external_benefit_type'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('discount_codes_branch_code_idx').on(t.branchId, t.code)],
);

export const loyaltyPrograms = pgTable('loyalty_programs', {
  branchId: text('branch_id')
    .primaryKey()
    .references(() => branches.id),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  orderPercentage: doublePrecision('order_percentage').notNull(),
  minRedeemedPoints: integer('min_redeemed_points').notNull(),
  maxRedeemedPoints: integer('max_redeemed_points').notNull(),
  maxRedeemedPercentage: doublePrecision('max_redeemed_percentage').notNull(),
  supportsDiscounts: boolean('supports_discounts').notNull().default(true),
  branchContactIds: jsonb('branch_contact_ids').notNull().default(sql`'[]'::jsonb`),
});

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    branchId: parent('branch_id', () => branches.id),
    phone: text('phone').notNull(),
    name: text('name'),
    email: text('email'),
    optIn: boolean('opt_in').notNull().default(true),
    addresses: jsonb('addresses').notNull().default(sql`'[]'::jsonb`),
    /** Never negative: a check constraint, and every debit is a conditional update. */
    pointsBalance: integer('points_balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_branch_phone_idx').on(t.branchId, t.phone),
    check('customers_points_balance_non_negative', sql`${t.pointsBalance} >= 0`),
  ],
);

export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    id: text('id').primaryKey(),
    customerId: parent('customer_id', () => customers.id),
    orderCode: text('order_code').notNull(),
    amount: integer('amount').notNull(),
    postBalance: integer('post_balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('loyalty_movements_customer_idx').on(t.customerId, t.createdAt)],
);

export const loyaltyRewards = pgTable('loyalty_rewards', {
  id: text('id').primaryKey(),
  branchId: parent('branch_id', () => branches.id),
  branchContactId: text('branch_contact_id'),
  amount: integer('amount').notNull(),
  active: boolean('active').notNull().default(true),
});

export const rewardClaims = pgTable(
  'reward_claims',
  {
    rewardId: parent('reward_id', () => loyaltyRewards.id),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.rewardId, t.phone] })],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    orderModeId: text('order_mode_id').notNull(),
    customerId: text('customer_id'),
    type: text('type').notNull(),
    status: text('status').notNull(),
    paymentTypeId: text('payment_type_id').notNull(),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    onlinePayment: boolean('online_payment').notNull().default(false),
    items: jsonb('items').notNull(),
    discounts: jsonb('discounts').notNull(),
    surcharges: jsonb('surcharges').notNull(),
    itemsPrice: money('items_price'),
    deliveryFee: money('delivery_fee'),
    userServiceFee: money('user_service_fee'),
    total: money('total'),
    paysWith: bigint('pays_with', { mode: 'number' }),
    notes: text('notes'),
    destination: jsonb('destination'),
    tableUid: text('table_uid'),
    customerName: text('customer_name'),
    phone: text('phone'),
    email: text('email'),
    document: text('document'),
    scheduled: boolean('scheduled').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    orderedAt: createdAt(),
    source: text('source').notNull().default('DIRECT'),
    /** The diner ordered from the installed app (the order's `installedApp`). */
    installedApp: boolean('installed_app').notNull().default(false),
    discountCode: text('discount_code'),
    redeemedPoints: integer('redeemed_points').notNull().default(0),
    gainedPoints: integer('gained_points').notNull().default(0),
    orderText: text('order_text'),
    /** The external loyalty partner whose benefit the order got, and its user (diner §3), as the partner confirmed them. */
    partnerName: text('partner_name'),
    userExternalReference: text('user_external_reference'),
    errorReport: jsonb('error_report'),
    /**
     * The secret of the order's links (follow-up, tracking, survey), 32 random bytes in base64url.
     * Kept as is, like the delivery code, so that the order's diner can be given it again.
     */
    accessToken: text('access_token').notNull(),
    /** Every field of the body as sent, for support; never read back as truth. */
    request: jsonb('request').notNull(),
  },
  (t) => [
    index('orders_branch_contact_idx').on(t.branchContactId, t.orderedAt),
    index('orders_phone_idx').on(t.phone, t.branchContactId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: parent('order_id', () => orders.id),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    token: text('token').notNull(),
    status: text('status').notNull(),
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_token_idx').on(t.token)],
);

export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    phone: text('phone').notNull(),
    branchContactId: text('branch_contact_id').notNull(),
    branchId: text('branch_id').notNull(),
    email: text('email'),
    orderModeId: text('order_mode_id').notNull(),
    items: jsonb('items').notNull(),
    status: text('status').notNull().default('ABANDONED'),
    navigationEvent: text('navigation_event'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.branchContactId] })],
);

export const surveys = pgTable('surveys', {
  id: text('id').primaryKey(),
  branchContactId: parent('branch_contact_id', () => branchContacts.id),
  active: boolean('active').notNull().default(true),
  questions: jsonb('questions').notNull(),
});

export const surveyResponses = pgTable('survey_responses', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id),
  surveyId: text('survey_id').notNull(),
  answers: jsonb('answers').notNull(),
  generalNpsAnswer: integer('general_nps_answer'),
  createdAt: createdAt(),
});

export const dinerLogs = pgTable('diner_logs', {
  id: text('id').primaryKey(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window request counters shared by every server instance (rate limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * When a diner last validated a code: a limited-usage code is honoured at order creation only
 * within its time window after validation (diner §4: 180 s).
 */
export const codeValidations = pgTable(
  'code_validations',
  {
    codeId: parent('code_id', () => discountCodes.id),
    phone: text('phone').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.phone] })],
);

/**
 * Riders of an own fleet, one per phone and branch contact, pending until staff approve them. The security code is stored as an
 * scrypt hash with its salt (`scrypt$<salt>$<hash>`, hex); the last reported position is kept
 * here, so every shipment the rider holds shows it.
 */
export const riders = pgTable(
  'riders',
  {
    id: text('id').primaryKey(),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    securityCodeHash: text('security_code_hash').notNull(),
    /** On shift. */
    active: boolean('active').notNull().default(false),
    /** When the venue's staff approved the rider; null while the registration is pending. */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastPositionAt: timestamp('last_position_at', { withTimezone: true, mode: 'date' }),
    /** Wrong security codes in a row, from any address; the domain's rider lockout reads it. */
    securityCodeFailures: integer('security_code_failures').notNull().default(0),
    /** Until when the security code is refused after too many wrong ones. */
    securityCodeLockedUntil: timestamp('security_code_locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('riders_branch_contact_phone_idx').on(t.branchContactId, t.phone)],
);

/** Shift tokens: only the SHA-256 of a token is stored; ending the shift revokes it. */
export const riderSessions = pgTable(
  'rider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    riderId: parent('rider_id', () => riders.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rider_sessions_rider_idx').on(t.riderId)],
);

/**
 * One-time sign-in codes sent to a diner's phone. Only a hash of the code is kept; a code is
 * good until it expires, is used, or runs out of attempts.
 */
export const dinerSignInCodes = pgTable(
  'diner_sign_in_codes',
  {
    id: text('id').primaryKey(),
    branchId: parent('branch_id', () => branches.id),
    /** E.164. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('diner_sign_in_codes_phone_idx').on(t.branchId, t.phone, t.createdAt)],
);

/** A diner's sessions at a branch, opened by a sign-in code: only the SHA-256 of the token is stored. */
export const dinerSessions = pgTable(
  'diner_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    branchId: parent('branch_id', () => branches.id),
    /** E.164, the phone the code was sent to. */
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('diner_sessions_phone_idx').on(t.branchId, t.phone)],
);

/** What the sandbox messaging provider "sent": the demo's staff read it instead of a phone. */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_messages_to_idx').on(t.to, t.createdAt)],
);

/** Multi-delivery stacks; the rider who accepted the stack holds every shipment in it. */
export const shipmentStacks = pgTable(
  'shipment_stacks',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    status: text('status').notNull(),
    riderId: text('rider_id').references(() => riders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('shipment_stacks_branch_contact_status_idx').on(t.branchContactId, t.status)],
);

/**
 * Own-fleet shipments of delivery orders. Every status change is a conditional update on the
 * current status (and, to accept, on nobody holding it), so concurrent riders cannot both win.
 * An order has at most one open shipment (partial unique index).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: parent('order_id', () => orders.id),
    branchContactId: parent('branch_contact_id', () => branchContacts.id),
    providerName: text('provider_name').notNull().default('OWN_FLEET'),
    status: text('status').notNull(),
    riderId: text('rider_id').references(() => riders.id),
    stackId: text('stack_id').references(() => shipmentStacks.id),
    stackingOrder: integer('stacking_order').notNull().default(0),
    returnShipment: boolean('return_shipment').notNull().default(false),
    /** The delivery code the customer gives the rider (4 digits, `isValidDeliveryCode`). */
    securityCode: text('security_code').notNull(),
    /** Wrong delivery codes typed by the rider (the domain's `DELIVERY_CODE_MAX_ATTEMPTS`). */
    deliveryCodeFailures: integer('delivery_code_failures').notNull().default(0),
    /** Staff let the rider deliver without the code: when, and the reason they gave. */
    deliveryCodeWaivedAt: timestamp('delivery_code_waived_at', { withTimezone: true, mode: 'date' }),
    deliveryCodeWaiverReason: text('delivery_code_waiver_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_branch_contact_status_idx').on(t.branchContactId, t.status, t.createdAt),
    index('shipments_order_idx').on(t.orderId),
    index('shipments_rider_idx').on(t.riderId, t.status),
    index('shipments_stack_idx').on(t.stackId),
    uniqueIndex('shipments_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} not in ('DELIVERED', 'DRIVER_CANCELED', 'RETURNED')`),
  ],
);

/**
 * Rider steps sent with an `Idempotency-Key`, written in the step's own transaction: a phone that
 * kept steps while without signal may send one again, and the server answers it as applied once.
 * The key is the phone's (a random UUID); a key belongs to the rider and the step it came with.
 */
export const riderSteps = pgTable(
  'rider_steps',
  {
    key: text('key').primaryKey(),
    riderId: text('rider_id')
      .notNull()
      .references(() => riders.id),
    /** 'shipment' (PUT /api/shipments/{id}) or 'stack' (PUT /api/stacking/{id}). */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rider_steps_rider_idx').on(t.riderId)],
);

/**
 * Realtime events too large for a PostgreSQL notification (8000 bytes): the notification carries
 * the row's id and every instance reads the event from here. Rows are deleted after a few minutes.
 */
export const realtimePayloads = pgTable(
  'realtime_payloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_payloads_created_at').on(t.createdAt)],
);

/**
 * Secrets the server draws once and every instance shares, by name: the key that signs realtime
 * channel authorisations of the embedded Pusher-protocol server (`realtime-channel-auth`).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
