import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutDelivery,
  type CheckoutFailureCode,
  type CheckoutSubmitInput,
  checkoutFailureCodes,
  checkoutRequiredFields,
  parseCashAmount,
  validateCheckoutSubmit,
} from './checkout.ts';
import {
  DOCUMENT_MAX_LENGTH,
  DOCUMENT_MIN_LENGTH,
  EMAIL_INVALID_FROM_LENGTH,
  isValidDocument,
  isValidEmail,
  sanitizeDocumentInput,
} from './customer.ts';
import { phoneNumbering } from './phone.ts';
import type { PhoneNumbering } from './phone-input.ts';

/** '1.500,00'-style amounts without the symbol, as a diner may type them (ARS, 2 digits). */
const formatArs = (minor: number) => {
  const units = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

const delivery: CheckoutDelivery = {
  hasAddress: true,
  betweenStreetsRequired: false,
  betweenStreets: '',
  minimumOrderAmount: 0,
  orderAmount: 250000,
  country: 'ar',
  quote: 'inArea',
  cashCouriersAvailable: true,
};

const validTakeAway: CheckoutSubmitInput = {
  modeKind: 'takeAway',
  customer: { phone: '11 2345-6789', phoneCountry: 'ar', name: 'Ana', email: '', document: '' },
  required: { phone: true, name: true, email: false },
  payment: { kind: 'other' },
  orderTotal: 250000,
  schedule: { loading: false, canOrderNow: true, scheduled: false, scheduledAt: null },
};

type Override = {
  [K in keyof CheckoutSubmitInput]?: CheckoutSubmitInput[K] extends object | null | undefined
    ? Partial<NonNullable<CheckoutSubmitInput[K]>> | CheckoutSubmitInput[K]
    : CheckoutSubmitInput[K];
};

function checkout(override: Override = {}): CheckoutSubmitInput {
  return {
    ...validTakeAway,
    ...override,
    customer: { ...validTakeAway.customer, ...override.customer },
    required: { ...validTakeAway.required, ...override.required },
    schedule: { ...validTakeAway.schedule, ...override.schedule },
    payment: (override.payment ?? validTakeAway.payment) as CheckoutSubmitInput['payment'],
    delivery: override.delivery === undefined ? undefined : ({ ...delivery, ...override.delivery } as CheckoutDelivery),
  };
}

/** The rules with the numbering plans at hand, as the server calls them. */
const validate = (input: CheckoutSubmitInput) => validateCheckoutSubmit(input, phoneNumbering);

const messageOf = (override: Override) => validate(checkout(override)).message;

const failingCases: [string, Override, string][] = [
  ['phone forced and empty', { customer: { phone: '' } }, 'Debe ingresar su número de teléfono para continuar.'],
  ['name forced and empty', { customer: { name: '  ' } }, 'Debe ingresar su nombre para poder realizar el pedido.'],
  ['phone invalid', { customer: { phone: '1234' } }, 'Debe ingresar un número de teléfono válido para continuar.'],
  [
    'phone invalid for the chosen prefix country',
    { customer: { phone: '99 123 456', phoneCountry: 'ar' } },
    'Debe ingresar un número de teléfono válido para continuar.',
  ],
  [
    'dine-in without table number',
    { modeKind: 'dineIn', customer: { tableNumber: '' } },
    'Debe ingresar número de mesa para poder realizar el pedido.',
  ],
  ['email forced and empty', { required: { email: true } }, 'Debe ingresar su email para poder realizar el pedido'],
  ['email malformed', { customer: { email: 'ana@' } }, 'Ingrese un email valido'],
  ['email of 100 characters', { customer: { email: `${'a'.repeat(88)}@example.com` } }, 'Ingrese un email valido'],
  ['document too short', { customer: { document: '123.456' } }, 'Ingrese un documento valido'],
  ['document too long', { customer: { document: '123456789012' } }, 'Ingrese un documento valido'],
  ['document required and empty', { required: { document: true } }, 'Ingrese un documento valido'],
  [
    'cash without amount',
    { payment: { kind: 'cash', paysWith: null } },
    'Debe ingresar con cuanto abona para poder realizar el pedido.',
  ],
  [
    'cash with a negative amount',
    { payment: { kind: 'cash', paysWith: -1 } },
    'Debe ingresar con cuanto abona para poder realizar el pedido.',
  ],
  [
    'cash below the total',
    { payment: { kind: 'cash', paysWith: 249999 } },
    'El monto con el cual abonará no puede ser menor al precio del pedido.',
  ],
  [
    'delivery without address',
    { modeKind: 'delivery', delivery: { hasAddress: false } },
    'Debe ingresar dirección para poder realizar el pedido.',
  ],
  [
    'delivery without required cross streets',
    { modeKind: 'delivery', delivery: { betweenStreetsRequired: true, betweenStreets: '' } },
    'Debe ingresar entrecalles para poder realizar el pedido.',
  ],
  [
    'delivery below the minimum',
    { modeKind: 'delivery', delivery: { minimumOrderAmount: 300000, orderAmount: 250000 } },
    'El precio del pedido debe ser mayor a $ 3.000',
  ],
  [
    'no couriers',
    { modeKind: 'delivery', delivery: { quote: 'providersFailed' } },
    'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
  ],
  [
    'outside the zone',
    { modeKind: 'delivery', delivery: { quote: 'outOfArea' } },
    'Tu dirección no se encuentra dentro de la zona de entrega.',
  ],
  [
    'fee being calculated',
    { modeKind: 'delivery', delivery: { quote: 'fetching' } },
    'Estamos calculando el costo de envío, aguarde unos momentos.',
  ],
  [
    'couriers do not take cash',
    { modeKind: 'delivery', payment: { kind: 'cash', paysWith: 300000 }, delivery: { cashCouriersAvailable: false } },
    'En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde',
  ],
  [
    'card fields incomplete',
    { payment: { kind: 'card', cardFieldsValid: false } },
    'Debe completar correctamente los campos de la tarjeta para continuar.',
  ],
  [
    'schedule loading',
    { schedule: { loading: true } },
    'Estamos calculando los horarios del local, aguarde unos momentos.',
  ],
  [
    'cannot order now and no time chosen',
    { schedule: { canOrderNow: false, scheduledAt: null } },
    'Seleccione un horario de programación del pedido',
  ],
  [
    "'Programado' on and no time chosen",
    { schedule: { scheduled: true, scheduledAt: '' } },
    'Seleccione un horario de programación del pedido',
  ],
];

describe('validateCheckoutSubmit: each rule with its exact message', () => {
  it('a complete order passes', () => {
    expect(validate(validTakeAway)).toEqual({ ok: true, failures: [], message: null });
  });

  it.each(failingCases)('%s', (_label, override, message) => {
    const result = validate(checkout(override));
    expect(result.ok).toBe(false);
    expect(result.failures.map((f) => f.message)).toEqual([message]);
    expect(result.message).toBe(message);
  });

  it("a contact's mandatory settings are the rules' required flags, one for one", () => {
    const forcing = checkoutRequiredFields({ mandatoryPhone: true, mandatoryName: true, mandatoryEmail: true });
    expect(forcing).toEqual({ phone: true, name: true, email: true });
    const open = checkoutRequiredFields({ mandatoryPhone: false, mandatoryName: false, mandatoryEmail: false });
    expect(validate(checkout({ customer: { phone: '', name: '', email: '' }, required: open })).ok).toBe(true);
    expect(validate(checkout({ customer: { phone: '', name: '', email: '' }, required: forcing })).message).toBe(
      'Debe ingresar su email para poder realizar el pedido',
    );
  });

  it('the cases above reach every rule', () => {
    const reached = failingCases.map(([, override]) => validate(checkout(override)).failures[0]?.code);
    expect(new Set(reached)).toEqual(new Set<CheckoutFailureCode>(checkoutFailureCodes));
  });

  it.each<[string, Override]>([
    ['phone and name not forced', { customer: { phone: '', name: '' }, required: { phone: false, name: false } }],
    ['dine-in with a table', { modeKind: 'dineIn', customer: { tableNumber: '12' } }],
    ['a table number outside dine-in is not asked', { modeKind: 'selfService', customer: { tableNumber: '' } }],
    ['email of 99 characters', { customer: { email: `${'a'.repeat(87)}@example.com` } }],
    ['document with dots, 8 digits', { customer: { document: '30.123.456' } }],
    ['cash exactly the total', { payment: { kind: 'cash', paysWith: 250000 } }],
    ['card fields valid', { payment: { kind: 'card', cardFieldsValid: true } }],
    ['delivery exactly at the minimum', { modeKind: 'delivery', delivery: { minimumOrderAmount: 250000 } }],
    [
      'delivery cross streets given',
      { modeKind: 'delivery', delivery: { betweenStreetsRequired: true, betweenStreets: 'Mitre y Sarmiento' } },
    ],
    [
      'delivery rules outside delivery mode',
      { modeKind: 'takeAway', delivery: { hasAddress: false, quote: 'outOfArea' } },
    ],
    ['cash-only couriers with another payment', { modeKind: 'delivery', delivery: { cashCouriersAvailable: false } }],
    [
      'closed now with a time chosen',
      { schedule: { canOrderNow: false, scheduledAt: new Date('2024-05-17T23:00:00Z') } },
    ],
  ])('passes: %s', (_label, override) => {
    expect(validate(checkout(override))).toEqual({ ok: true, failures: [], message: null });
  });

  it.each([
    ['ar', 150050, 'El precio del pedido debe ser mayor a $ 1.500,50'],
    ['uy', 150050, 'El precio del pedido debe ser mayor a $U 1.500,50'],
    ['pe', 2000, 'El precio del pedido debe ser mayor a S/ 20'],
    ['py', 50000, 'El precio del pedido debe ser mayor a ₲ 50.000'],
  ])('the minimum reads in the store country %s currency', (country, minimumOrderAmount, message) => {
    expect(messageOf({ modeKind: 'delivery', delivery: { country, minimumOrderAmount, orderAmount: 0 } })).toBe(
      message,
    );
  });
});

describe('validateCheckoutSubmit: the last failing message wins', () => {
  it('lists every failure in the spec order and shows the last one', () => {
    const result = validate(
      checkout({
        modeKind: 'delivery',
        customer: { phone: '', name: '', email: 'nope' },
        required: { email: true },
        payment: { kind: 'cash', paysWith: 1000 },
        delivery: { hasAddress: false, quote: 'outOfArea' },
      }),
    );
    expect(result.failures.map((f) => f.code)).toEqual([
      'phoneRequired',
      'nameRequired',
      'emailInvalid',
      'cashAmountBelowTotal',
      'deliveryAddressRequired',
      'outsideDeliveryZone',
    ]);
    expect(result.message).toBe('Tu dirección no se encuentra dentro de la zona de entrega.');
  });

  it('a phone problem loses to a later table-number problem', () => {
    expect(messageOf({ modeKind: 'dineIn', customer: { phone: '', tableNumber: '' } })).toBe(
      'Debe ingresar número de mesa para poder realizar el pedido.',
    );
  });

  it('following the order literally, a missing time wins over the schedule still loading', () => {
    const result = validate(checkout({ schedule: { loading: true, canOrderNow: false, scheduledAt: null } }));
    expect(result.failures.map((f) => f.code)).toEqual(['scheduleLoading', 'scheduleTimeRequired']);
    expect(result.message).toBe('Seleccione un horario de programación del pedido');
  });

  it('the message is always the last failure, and failures follow the spec order (property)', () => {
    const override = fc.record(
      {
        modeKind: fc.constantFrom('delivery', 'takeAway', 'dineIn', 'selfService' as const),
        customer: fc.record({
          phone: fc.constantFrom('', '1234', '11 2345-6789'),
          name: fc.constantFrom('', 'Ana'),
          email: fc.constantFrom('', 'ana@', 'ana@example.com'),
          document: fc.constantFrom('', '123', '30.123.456'),
          tableNumber: fc.constantFrom('', '7'),
        }),
        required: fc.record({ phone: fc.boolean(), name: fc.boolean(), email: fc.boolean(), document: fc.boolean() }),
        payment: fc.oneof(
          fc.record({ kind: fc.constant('cash' as const), paysWith: fc.option(fc.integer({ min: -10, max: 400000 })) }),
          fc.record({ kind: fc.constant('card' as const), cardFieldsValid: fc.boolean() }),
          fc.constant({ kind: 'other' as const }),
        ),
        delivery: fc.record({
          hasAddress: fc.boolean(),
          betweenStreetsRequired: fc.boolean(),
          betweenStreets: fc.constantFrom('', 'Mitre y Sarmiento'),
          minimumOrderAmount: fc.integer({ min: 0, max: 400000 }),
          quote: fc.constantFrom('fetching', 'inArea', 'outOfArea', 'providersFailed' as const),
          cashCouriersAvailable: fc.boolean(),
        }),
        schedule: fc.record({
          loading: fc.boolean(),
          canOrderNow: fc.boolean(),
          scheduled: fc.boolean(),
          scheduledAt: fc.constantFrom(null, '2024-05-17T23:00:00Z'),
        }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(override, (o) => {
        const result = validate(checkout(o as Override));
        const indices = result.failures.map((f) => checkoutFailureCodes.indexOf(f.code));
        expect(indices).toEqual([...indices].sort((a, b) => a - b));
        expect(new Set(indices).size).toBe(indices.length);
        expect(result.ok).toBe(result.failures.length === 0);
        expect(result.message).toBe(result.failures.at(-1)?.message ?? null);
      }),
    );
  });

  it('the rules are checked in the order diner §5 lists them', () => {
    expect(checkoutFailureCodes).toEqual([
      'phoneRequired',
      'nameRequired',
      'phoneInvalid',
      'tableNumberRequired',
      'emailRequired',
      'emailInvalid',
      'documentInvalid',
      'cashAmountRequired',
      'cashAmountBelowTotal',
      'deliveryAddressRequired',
      'betweenStreetsRequired',
      'minimumOrderAmount',
      'noCouriers',
      'outsideDeliveryZone',
      'calculatingDeliveryFee',
      'noCashCouriers',
      'cardFieldsInvalid',
      'scheduleLoading',
      'scheduleTimeRequired',
    ]);
  });
});

describe('email, document and cash amount rules', () => {
  it('an email of 100 or more characters is invalid, a well-formed shorter one valid', () => {
    expect(EMAIL_INVALID_FROM_LENGTH).toBe(100);
    const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(isValidEmail(local(99))).toBe(true);
    expect(isValidEmail(local(100))).toBe(false);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana maria@example.com')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });

  it('a well-formed email is valid exactly when shorter than 100 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._-]{1,150}$/),
        fc.constantFrom('example.com', 'correo.com.ar'),
        (local, domain) => {
          const email = `${local}@${domain}`;
          expect(isValidEmail(email)).toBe(email.length < 100);
        },
      ),
    );
  });

  it('the document input strips dots, commas, plus and minus; 7 to 11 characters are valid', () => {
    expect([DOCUMENT_MIN_LENGTH, DOCUMENT_MAX_LENGTH]).toEqual([7, 11]);
    expect(sanitizeDocumentInput('+30.123,456-7')).toBe('301234567');
    expect(sanitizeDocumentInput(undefined)).toBe('');
    expect(isValidDocument('1.234.567')).toBe(true);
    expect(isValidDocument('123456')).toBe(false);
    expect(isValidDocument('20-12345678-9')).toBe(true);
    expect(isValidDocument('201234567890')).toBe(false);
  });

  it('document validity depends only on the sanitised length (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,+-]{0,20}$/), (input) => {
        const length = sanitizeDocumentInput(input).length;
        expect(isValidDocument(input)).toBe(length >= 7 && length <= 11);
      }),
    );
  });

  it.each<[string, number, number | null]>([
    ['1500', 2, 150000],
    ['1500,5', 2, 150050],
    ['1.500,50', 2, 150050],
    ['1500.50', 2, 150050],
    ['1.500', 2, 150000],
    ['1.500.000', 2, 150000000],
    ['0', 2, 0],
    [' 2 000 ', 2, 200000],
    ['1.500', 0, 1500],
    ['1500.5', 0, null],
    ['1500,555', 2, null],
    ['1,500,00', 2, null],
    ['15.00.0', 2, null],
    ['-100', 2, null],
    ['abc', 2, null],
    ['', 2, null],
    ['.', 2, null],
  ])('parseCashAmount(%j, %i) → %j', (input, scale, expected) => {
    expect(parseCashAmount(input, scale)).toBe(expected);
  });

  it('rejects a non-string or a bad scale', () => {
    expect(parseCashAmount(1500, 2)).toBeNull();
    expect(parseCashAmount('1500', -1)).toBeNull();
  });

  it('reads back any amount written with a decimal comma (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (minor) => {
        const text = `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
        expect(parseCashAmount(text, 2)).toBe(minor);
        expect(parseCashAmount(formatArs(minor), 2)).toBe(minor);
      }),
    );
  });
});

describe('validateCheckoutSubmit: the numbering plans come from its caller', () => {
  const plansSaying = (valid: boolean) => {
    const asked: [unknown, string | undefined][] = [];
    const plans: Pick<PhoneNumbering, 'isValidPhone'> = {
      isValidPhone: (input, country) => {
        asked.push([input, country]);
        return valid;
      },
    };
    return { plans, asked };
  };

  it('reads the typed phone with its prefix country through the plans it is given', () => {
    const { plans, asked } = plansSaying(false);
    const result = validateCheckoutSubmit(checkout({ customer: { phone: '099 123 456', phoneCountry: 'uy' } }), plans);
    expect(asked).toEqual([['099 123 456', 'uy']]);
    expect(result.failures.map((f) => f.code)).toEqual(['phoneInvalid']);
    expect(result.message).toBe('Debe ingresar un número de teléfono válido para continuar.');
  });

  it('the plans decide: a number they accept passes, whatever its digits', () => {
    expect(validateCheckoutSubmit(checkout({ customer: { phone: '1234' } }), plansSaying(true).plans).ok).toBe(true);
    expect(validate(checkout({ customer: { phone: '1234' } })).failures.map((f) => f.code)).toEqual(['phoneInvalid']);
  });

  it('an empty phone is never handed to the plans: only its required rule reads it', () => {
    const { plans, asked } = plansSaying(false);
    const result = validateCheckoutSubmit(checkout({ customer: { phone: '' } }), plans);
    expect(asked).toEqual([]);
    expect(result.failures.map((f) => f.code)).toEqual(['phoneRequired']);
  });
});
