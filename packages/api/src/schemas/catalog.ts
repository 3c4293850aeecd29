/** Companies, branches, branch contacts, order modes and menus (diner §3). */
import { supportChatProviders } from '@comanda/domain/analytics';
import * as v from 'valibot';
import {
  AliasSchema,
  HhMmSchema,
  IdSchema,
  MoneySchema,
  NameSchema,
  PercentSchema,
  PositionSchema,
  TextSchema,
} from './common.ts';

const daysOfWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const DayOfWeekSchema = v.picklist(daysOfWeek);

export const HexColorSchema = v.pipe(v.string(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Color inválido'));

export const ColorConfigSchema = v.partial(
  v.object({
    buttonBorderedColorLight: HexColorSchema,
    buttonBorderedColorDark: HexColorSchema,
    lightMainColor: HexColorSchema,
    darkMainColor: HexColorSchema,
    promotionalBannerColorLight: HexColorSchema,
    promotionalBannerColorDark: HexColorSchema,
    mainBackgroundColorLight: HexColorSchema,
    mainBackgroundColorDark: HexColorSchema,
    mainTextColorLight: HexColorSchema,
    mainTextColorDark: HexColorSchema,
    descriptionTextColorLight: HexColorSchema,
    descriptionTextColorDark: HexColorSchema,
    colorModeType: v.string(),
  }),
);

export const CompanySchema = v.object({ id: IdSchema, name: NameSchema, alias: AliasSchema });
export type CompanyOutput = v.InferOutput<typeof CompanySchema>;

export const BranchSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  alias: AliasSchema,
  companyId: IdSchema,
  country: v.string(),
  timeZone: v.string(),
  social: v.object({ instagram: v.optional(v.string()), facebook: v.optional(v.string()) }),
  customMessage: v.optional(TextSchema),
  withCustomBackgroundLogo: v.boolean(),
  withCustomBannerLogo: v.boolean(),
  customBannerLogoURL: v.optional(v.string()),
  customLogoURL: v.optional(v.string()),
  fbPixelId: v.optional(v.string()),
  googleTagManagerId: v.optional(v.string()),
  googleAnalyticsId: v.optional(v.string()),
  /** The support chat widget (diner §1); the server sends only what `supportChatOf` keeps. */
  supportChat: v.optional(v.object({ provider: v.picklist(supportChatProviders), accountId: v.optional(v.string()) })),
  /** Where the storefront posts its analytics events (diner §7): an https address (`analyticsEndpointOf`), else this server's collector. */
  analyticsEndpoint: v.optional(v.string()),
  askForLocation: v.boolean(),
  generalConfig: v.object({
    colorConfig: ColorConfigSchema,
    fontFamily: v.optional(v.string()),
    menuConfig: v.object({
      plateDetailInModal: v.boolean(),
      platesInMainView: v.boolean(),
      /** A store entered at its own alias takes the mode its URL hash names ('#delivery'); off by default. */
      modeFromHash: v.optional(v.boolean(), false),
    }),
    onlineMarketingConfig: v.optional(v.record(v.string(), v.unknown())),
  }),
});
export type BranchOutput = v.InferOutput<typeof BranchSchema>;

export const CompanyBranchesSchema = v.object({
  branches: v.array(BranchSchema),
  /** Distinguishes "no more branches" from "none at all" (diner §4). */
  hasMore: v.boolean(),
  total: v.number(),
});

export const WorkingDaySchema = v.object({
  dayOfWeek: DayOfWeekSchema,
  workingHours: v.array(v.object({ startAt: HhMmSchema, endAt: HhMmSchema })),
});

export const ScheduleConfigSchema = v.object({
  schedulerDaysInfo: v.array(v.object({ dayOfWeek: DayOfWeekSchema, availableHours: v.array(HhMmSchema) })),
  datesBetween: v.optional(v.array(v.pipe(v.string(), v.isoDate()))),
  /** The order mode's own hours (diner §3), shown in the hours modal; the store's when absent. */
  workingDays: v.optional(v.array(WorkingDaySchema)),
});

export const paymentMethods = ['CASH', 'CARD', 'ONLINE_CARD', 'TRANSFER'] as const;
export const PaymentTypeSchema = v.object({
  id: IdSchema,
  paymentMethod: v.picklist(paymentMethods),
  showName: NameSchema,
  active: v.boolean(),
  /** APP: paid in the app before the order; API: charged through the provider after it. */
  upload: v.picklist(['APP', 'API']),
  onlinePayment: v.optional(v.object({ paymentMethod: v.string(), providerName: v.string() })),
});
export type PaymentTypeOutput = v.InferOutput<typeof PaymentTypeSchema>;

export const orderModeTypes = ['DELIVERY', 'TAKE_AWAY', 'TABLE', 'SELF_SERVICE'] as const;
export const OrderModeTypeSchema = v.picklist(orderModeTypes);

export const OrderModeSchema = v.object({
  id: IdSchema,
  type: OrderModeTypeSchema,
  showName: NameSchema,
  active: v.boolean(),
  orderEnabled: v.boolean(),
  useSchedule: v.boolean(),
  availability: v.picklist(['all', 'now', 'scheduled']),
  paymentTypes: v.array(PaymentTypeSchema),
  minDelayInMinutes: v.optional(v.number()),
  maxDelayInMinutes: v.optional(v.number()),
  schedules: v.array(v.object({ scheduleConfigs: v.array(ScheduleConfigSchema) })),
});
export type OrderModeOutput = v.InferOutput<typeof OrderModeSchema>;

export const AddressSchema = v.object({
  street: v.string(),
  number: v.string(),
  zone: v.optional(v.string()),
  locality: v.optional(v.string()),
  city: v.string(),
  country: v.string(),
});

export const BranchContactSchema = v.object({
  id: IdSchema,
  alias: AliasSchema,
  name: NameSchema,
  branch: v.object({ id: IdSchema, alias: AliasSchema, name: NameSchema }),
  address: AddressSchema,
  position: PositionSchema,
  /** Metres from the location asked about; absent when no location was given. */
  distance: v.optional(v.number()),
  callPhone: v.optional(v.string()),
  whatsAppPhone: v.optional(v.string()),
  /** The diner must give a phone (diner §5 'phone required if forced'). */
  mandatoryPhone: v.boolean(),
  /** The diner must give a name (diner §5 'name required if forced'). */
  mandatoryName: v.boolean(),
  mandatoryEmail: v.boolean(),
  reachableByDelivery: v.boolean(),
  ordersConsoleActive: v.boolean(),
  commercialTermsInfo: v.object({ blocked: v.boolean() }),
  deliveryConfig: v.object({
    betweenStreetsRequired: v.boolean(),
    orderModes: v.array(OrderModeSchema),
    workingDays: v.array(WorkingDaySchema),
    npsAvg: v.optional(v.number()),
    npsEnabled: v.boolean(),
  }),
});
export type BranchContactOutput = v.InferOutput<typeof BranchContactSchema>;

export const BranchContactListSchema = v.object({ branchContacts: v.array(BranchContactSchema), hasMore: v.boolean() });

export const AliasInfoSchema = v.object({
  type: v.picklist(['company', 'branch', 'branchContact']),
  id: IdSchema,
  alias: AliasSchema,
  company: CompanySchema,
  branch: v.optional(BranchSchema),
  branchContactId: v.optional(IdSchema),
});
export type AliasInfoOutput = v.InferOutput<typeof AliasInfoSchema>;

export const IndicatorSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  shortName: v.string(),
  icon: v.string(),
  color: v.optional(HexColorSchema),
  textColor: v.optional(HexColorSchema),
});
export type IndicatorOutput = v.InferOutput<typeof IndicatorSchema>;

export const PlateDiscountSchema = v.variant('type', [
  v.object({ id: IdSchema, type: v.literal('PERCENT'), percentage: PercentSchema }),
  v.object({ id: IdSchema, type: v.literal('FIXED'), fixedDiscount: MoneySchema }),
  v.object({
    id: IdSchema,
    type: v.literal('MULTIPLE'),
    buy: v.pipe(v.number(), v.integer(), v.minValue(2)),
    pay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({ id: IdSchema, type: v.literal('FINAL_PRICE'), finalPrice: MoneySchema }),
]);

export const GarnishSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  price: MoneySchema,
  description: v.optional(TextSchema),
  visible: v.boolean(),
});

export const GarnishGroupSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  mandatory: v.boolean(),
  multipleSelection: v.boolean(),
  minGarnishAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxGarnishAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  garnishes: v.array(GarnishSchema),
});

export const PlateSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  showName: NameSchema,
  description: v.optional(TextSchema),
  categoryId: IdSchema,
  sizes: v.array(v.object({ id: IdSchema, name: NameSchema, price: MoneySchema })),
  garnishGroups: v.array(GarnishGroupSchema),
  maxQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  discount: v.optional(PlateDiscountSchema),
  indicators: v.array(IdSchema),
  hasIndicators: v.boolean(),
  withImage: v.boolean(),
  imageFileId: v.optional(IdSchema),
});
export type PlateOutput = v.InferOutput<typeof PlateSchema>;

export const categoryThemes = ['default', 'banner', 'impact'] as const;
export const CategorySchema = v.object({
  id: IdSchema,
  name: NameSchema,
  showName: NameSchema,
  description: v.optional(TextSchema),
  theme: v.picklist(categoryThemes),
  indicators: v.array(IdSchema),
  withImage: v.boolean(),
  imageFileId: v.optional(IdSchema),
  plates: v.array(PlateSchema),
});
export type CategoryOutput = v.InferOutput<typeof CategorySchema>;

export const MenuSchema = v.object({
  /** Content hash: equal hashes mean equal menus (diner §4: the cart survives a mode change). */
  hash: v.string(),
  categories: v.array(CategorySchema),
  /** Plate ids shown in 'Lo más destacado'. */
  remarkeds: v.array(IdSchema),
  /** Plate ids offered in 'Te recomendamos'. */
  upselleds: v.array(IdSchema),
});
export type MenuOutput = v.InferOutput<typeof MenuSchema>;

export const MenuHashesSchema = v.object({
  menuHashes: v.array(v.object({ orderModeId: IdSchema, hash: v.string() })),
});

export const customizationResources = [
  'PROMOTIONAL_BANNER',
  'DOCUMENT_LABEL',
  'NOTES_LIMIT',
  'REDIRECT_ACTION',
  'COMPLEX_ADDRESS',
] as const;
export const MenuCustomizationSchema = v.object({
  id: IdSchema,
  resource: v.picklist(customizationResources),
  displayType: v.optional(v.string()),
  theme: v.optional(v.string()),
  /** The spec's `commands`: a JSON string whose shape depends on the resource. */
  commands: v.string(),
});
export type MenuCustomizationOutput = v.InferOutput<typeof MenuCustomizationSchema>;

export const CountrySchema = v.object({
  code: v.string(),
  name: v.string(),
  currencyCode: v.string(),
  currencySymbol: v.string(),
  phonePrefix: v.string(),
  mantissa: v.number(),
});

export const FileUrlSchema = v.object({ url: v.string() });

export const DeliveryFeeSchema = v.object({
  inZone: v.boolean(),
  zoneId: v.optional(IdSchema),
  fee: MoneySchema,
  /** The fee when paying cash, where a zone charges differently. */
  cashFee: MoneySchema,
  minimumOrder: MoneySchema,
  freeDeliveryFrom: v.optional(MoneySchema),
  couriersAvailable: v.boolean(),
  cashCouriersAvailable: v.boolean(),
});
export type DeliveryFeeOutput = v.InferOutput<typeof DeliveryFeeSchema>;

export const AdjustmentDefinitionSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  type: v.picklist(['PERCENT', 'FIXED']),
  /** A percentage for PERCENT, minor units for FIXED. */
  value: v.pipe(v.number(), v.minValue(0)),
});
export const GeneralDiscountsSchema = v.object({ generalDiscounts: v.array(AdjustmentDefinitionSchema) });
export const GeneralSurchargesSchema = v.object({ generalSurcharges: v.array(AdjustmentDefinitionSchema) });
export const FeesSchema = v.object({ userFee: MoneySchema, percentageUserFee: PercentSchema });
export const BranchDiscountsSchema = v.object({
  discounts: v.array(v.object({ plateId: IdSchema, discount: PlateDiscountSchema })),
});
