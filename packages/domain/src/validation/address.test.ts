import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressInputModeFor,
  DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS,
  hasAddress,
  isStoredLocationComplete,
  toOrderAddress,
  type UserLocation,
  usesComplexAddressInputs,
  validateAddressForm,
  validateAddressOnClose,
} from './address.ts';
import { validationMessages } from './messages.ts';

const complete: UserLocation = {
  street: 'Av. Corrientes',
  number: '1234',
  postalCode: 'C1043',
  city: 'Buenos Aires',
  province: 'CABA',
  betweenStreets: 'Talcahuano y Libertad',
  details: 'Piso 3, depto B',
};

describe('messages', () => {
  it('are the spec texts', () => {
    expect(validationMessages.address).toEqual({
      required: 'Debe ingresar la dirección',
      simpleEmpty: 'Ingrese una dirección',
      complexIncomplete: 'Asegúrese de completar todos los campos obligatorios',
      betweenStreetsRequired: 'Ingrese un entrecalles',
      geolocationFailed: 'Error obteniendo coordenadas',
    });
  });
});

describe('validateAddressOnClose', () => {
  it("refuses to close without an address: 'Debe ingresar la dirección'", () => {
    expect(validateAddressOnClose(null)).toEqual({ ok: false, message: 'Debe ingresar la dirección' });
    expect(validateAddressOnClose({ fullAddress: '   ' })).toEqual({
      ok: false,
      message: 'Debe ingresar la dirección',
    });
  });

  it('closes with a free-text address or a street', () => {
    expect(validateAddressOnClose({ fullAddress: 'Av. Corrientes 1234' })).toEqual({ ok: true });
    expect(validateAddressOnClose({ street: 'Av. Corrientes' })).toEqual({ ok: true });
    expect(hasAddress(undefined)).toBe(false);
  });
});

describe("simple mode ('Mi dirección')", () => {
  it("an empty address gives 'Ingrese una dirección'", () => {
    expect(validateAddressForm({ fullAddress: '' }, 'simple')).toEqual({
      ok: false,
      message: 'Ingrese una dirección',
      fields: ['fullAddress'],
    });
  });

  it('aclaraciones are optional; cross streets too unless the branch contact requires them', () => {
    expect(validateAddressForm({ fullAddress: 'Av. Corrientes 1234' }, 'simple')).toEqual({ ok: true });
    expect(
      validateAddressForm({ fullAddress: 'Av. Corrientes 1234' }, 'simple', { betweenStreetsRequired: false }),
    ).toEqual({
      ok: true,
    });
  });

  it("required cross streets left empty give 'Ingrese un entrecalles'", () => {
    expect(
      validateAddressForm({ fullAddress: 'Av. Corrientes 1234', betweenStreets: ' ' }, 'simple', {
        betweenStreetsRequired: true,
      }),
    ).toEqual({
      ok: false,
      message: 'Ingrese un entrecalles',
      fields: ['betweenStreets'],
    });
    expect(
      validateAddressForm({ fullAddress: 'Av. Corrientes 1234', betweenStreets: 'Talcahuano y Libertad' }, 'simple', {
        betweenStreetsRequired: true,
      }),
    ).toEqual({ ok: true });
  });
});

describe("complex mode ('Mi ubicación' inputs)", () => {
  it('street, postal code, city and province are required', () => {
    expect(validateAddressForm(complete, 'complex', { betweenStreetsRequired: true })).toEqual({ ok: true });
    expect(validateAddressForm({ ...complete, postalCode: '', province: null }, 'complex')).toEqual({
      ok: false,
      message: 'Asegúrese de completar todos los campos obligatorios',
      fields: ['postalCode', 'province'],
    });
    expect(validateAddressForm({}, 'complex')).toMatchObject({ fields: ['street', 'postalCode', 'city', 'province'] });
  });

  it('the free-text field is not needed there', () => {
    expect(validateAddressForm({ ...complete, fullAddress: '' }, 'complex')).toEqual({ ok: true });
  });

  it('missing required inputs are reported before cross streets', () => {
    expect(
      validateAddressForm({ ...complete, city: '', betweenStreets: '' }, 'complex', { betweenStreetsRequired: true }),
    ).toMatchObject({
      message: 'Asegúrese de completar todos los campos obligatorios',
    });
    expect(
      validateAddressForm({ ...complete, betweenStreets: '' }, 'complex', { betweenStreetsRequired: true }),
    ).toMatchObject({
      message: 'Ingrese un entrecalles',
    });
  });

  it('applies only to branch contacts listed in the customization (default list has one placeholder id)', () => {
    expect(DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS).toHaveLength(1);
    const [defaultId] = DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS;
    expect(usesComplexAddressInputs(defaultId)).toBe(true);
    expect(usesComplexAddressInputs('bc-1')).toBe(false);
    expect(usesComplexAddressInputs(42, ['41', 42])).toBe(true);
    expect(usesComplexAddressInputs('42', [42])).toBe(true);
    expect(usesComplexAddressInputs(null, [42])).toBe(false);
    expect(addressInputModeFor('bc-1', ['bc-1'])).toBe('complex');
    expect(addressInputModeFor('bc-2', ['bc-1'])).toBe('simple');
  });
});

describe('isStoredLocationComplete', () => {
  it.each<[string, UserLocation | null, boolean]>([
    ['geocoded', { fullAddress: 'Av. Corrientes 1234', geocoded: true }, true],
    ['city, postal code and locality', { city: 'Rosario', postalCode: 'S2000', locality: 'Centro' }, true],
    ['city, postal code and province', { city: 'Rosario', postalCode: 'S2000', province: 'Santa Fe' }, true],
    ['no postal code', { city: 'Rosario', locality: 'Centro' }, false],
    ['no city', { postalCode: 'S2000', locality: 'Centro' }, false],
    ['no locality', { city: 'Rosario', postalCode: 'S2000' }, false],
    ['manual address only', { fullAddress: 'Av. Corrientes 1234', geocoded: false }, false],
    ['nothing stored', null, false],
  ])('%s → %s', (_label, location, expected) => {
    expect(isStoredLocationComplete(location)).toBe(expected);
  });
});

describe('toOrderAddress', () => {
  it('builds the address object sent with the order', () => {
    expect(toOrderAddress(complete)).toEqual({
      direccion: 'Av. Corrientes 1234',
      postalCode: 'C1043',
      city: 'Buenos Aires',
      province: 'CABA',
      entrecalles: 'Talcahuano y Libertad',
      aclaraciones: 'Piso 3, depto B',
      formatted_address: 'Av. Corrientes 1234, C1043, Buenos Aires, CABA',
    });
  });

  it('uses the free text without a street and skips empty parts', () => {
    expect(toOrderAddress({ fullAddress: ' Mitre 55, Rosario ', locality: 'Santa Fe' })).toEqual({
      direccion: 'Mitre 55, Rosario',
      postalCode: '',
      city: '',
      province: 'Santa Fe',
      entrecalles: '',
      aclaraciones: '',
      formatted_address: 'Mitre 55, Rosario, Santa Fe',
    });
  });

  it('formatted_address starts with direccion and never has empty parts (property)', () => {
    const part = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ fullAddress: part, street: part, number: part, postalCode: part, city: part, province: part }),
        (location) => {
          const address = toOrderAddress(location);
          expect(address.formatted_address.startsWith(address.direccion)).toBe(true);
          const parts = [address.direccion, address.postalCode, address.city, address.province].filter((p) => p !== '');
          expect(address.formatted_address).toBe(parts.join(', '));
        },
      ),
    );
  });
});
