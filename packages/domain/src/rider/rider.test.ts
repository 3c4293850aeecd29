import { describe, expect, it } from 'vitest';
import {
  cancelButtonLabel,
  isShipmentType,
  redirectPageTransition,
  riderRedirectTarget,
  riderShipmentDetailPath,
  riderUpdateOutcome,
} from './flow.ts';
import { riderMessages } from './messages.ts';
import {
  isRiderPageVariant,
  isWhoAmIRefusal,
  RIDER_PAGE_VARIANTS,
  RIDER_SESSION_LOADING,
  type RiderPageVariant,
  riderActiveAfter,
  riderGreeting,
  riderLookupFailure,
  riderPageView,
  riderSaveFailure,
  riderSessionLoading,
  riderSuccessMessage,
  validateRiderPage,
  variantAfterPhoneIntake,
} from './session.ts';
import {
  INITIAL_SLIDER_STATE,
  SLIDER_ACCEPT_THRESHOLD,
  SLIDER_JUMP_LIMIT,
  type SliderState,
  slide,
  VIBRATION_FAILURE,
  VIBRATION_SUCCESS,
} from './slider.ts';

describe('slide', () => {
  it('has the spec constants', () => {
    expect(SLIDER_ACCEPT_THRESHOLD).toBe(85);
    expect(SLIDER_JUMP_LIMIT).toBe(20);
    expect(VIBRATION_SUCCESS).toEqual([100]);
    expect(VIBRATION_FAILURE).toEqual([100, 50, 100, 75, 100]);
  });

  it.each<[number, number, number, boolean, string]>([
    [0, 10, 10, false, 'small move counts'],
    [0, 19, 19, false, 'just under the jump limit'],
    [0, 20, 0, false, 'a jump of 20 is ignored'],
    [0, 90, 0, false, 'tapping the end is ignored'],
    [50, 35, 35, false, 'moving back counts'],
    [50, 20, 50, false, 'jumping back is ignored'],
    [70, 84, 84, false, 'below the threshold'],
    [70, 85, 0, true, 'reaching 85 confirms and resets'],
    [84, 100, 0, true, 'reaching the end confirms'],
    [95, 120, 0, true, 'clamped to 100'],
    [5, -3, 0, false, 'clamped to 0'],
    [40, Number.NaN, 40, false, 'not a number is ignored'],
  ])('%i → %i: position %i, confirmed %s (%s)', (from, value, position, confirmed) => {
    const result = slide({ position: from }, value);
    expect(result).toEqual({ state: { position }, confirmed });
  });

  it('walks to confirmation in small steps', () => {
    let state: SliderState = INITIAL_SLIDER_STATE;
    const confirmations: number[] = [];
    for (const value of [10, 25, 40, 55, 70, 86, 5]) {
      const result = slide(state, value);
      state = result.state;
      if (result.confirmed) confirmations.push(value);
    }
    expect(confirmations).toEqual([86]);
    expect(state.position).toBe(5);
  });

  it('keeps the same state object when nothing moves', () => {
    const state = { position: 30 };
    expect(slide(state, 30).state).toBe(state);
  });
});

describe('rider page', () => {
  it('has the variants and loading values', () => {
    expect(RIDER_PAGE_VARIANTS).toEqual(['phoneIntake', 'register', 'logIn', 'logOut', 'success']);
    expect(RIDER_SESSION_LOADING).toEqual(['starting', 'loading', 'fetched', 'failed']);
    expect(isRiderPageVariant('logIn')).toBe(true);
    expect(isRiderPageVariant('login')).toBe(false);
  });

  it.each([
    [{ found: true, active: true } as const, 'logOut'],
    [{ found: true, active: false } as const, 'logIn'],
    [{ found: false } as const, 'register'],
  ])('phone intake with %j → %s', (lookup, variant) => {
    expect(variantAfterPhoneIntake(lookup)).toBe(variant);
  });

  it.each([
    ['phoneIntake', ['initPhone'], 'Siguiente', null],
    ['register', ['initPhone', 'registerPhone', 'name', 'securityCode'], 'Iniciar turno', null],
    ['logIn', ['securityCode'], 'Iniciar turno', '¡Hola Ana!'],
    ['logOut', ['securityCode'], 'Finalizar turno', '¡Hola Ana!'],
    ['success', [], null, null],
  ] as const)('%s shows %j and %s', (variant, fields, button, greeting) => {
    const view = riderPageView(variant, 'Ana');
    expect(view.fields).toEqual(fields);
    expect(view.button).toBe(button);
    expect(view.greeting).toBe(greeting);
  });

  it('falls back to phone intake for a corrupt variant', () => {
    expect(riderPageView('corrupt' as RiderPageVariant)).toEqual(riderPageView('phoneIntake'));
    expect(riderMessages.pageTitle).toBe('Repartidores');
    expect(riderMessages.slider).toBe('Deslice >>');
  });

  it('disables the initial phone in register and greets only with a name', () => {
    expect(riderPageView('register').disabledFields).toEqual(['initPhone']);
    expect(riderPageView('logIn', '  ').greeting).toBeNull();
    expect(riderGreeting(' Juan Pérez ')).toBe('¡Hola Juan Pérez!');
  });

  it.each([
    ['register', 'Turno iniciado con éxito', true],
    ['logIn', 'Turno iniciado con éxito', true],
    ['logOut', 'Turno finalizado con éxito', false],
  ] as const)('%s → %s', (action, message, active) => {
    expect(riderSuccessMessage(action)).toBe(message);
    expect(riderActiveAfter(action)).toBe(active);
  });

  it.each([
    [{ answered: false, asking: false, failed: false }, 'starting'],
    [{ answered: false, asking: true, failed: false }, 'loading'],
    [{ answered: false, asking: true, failed: true }, 'loading'],
    [{ answered: false, asking: false, failed: true }, 'failed'],
    [{ answered: true, asking: true, failed: true }, 'fetched'],
  ] as const)('session read %j is %s', (read, loading) => expect(riderSessionLoading(read)).toBe(loading));

  it.each([
    [401, true],
    [403, true],
    [500, false],
    [undefined, false],
  ])('who-am-I %s is a refusal: %s', (status, refusal) => expect(isWhoAmIRefusal(status)).toBe(refusal));

  it.each([
    [404, { next: 'register' }],
    [500, { message: 'Hubo un error, vuélvalo a intentar en unos minutos' }],
    [undefined, { message: 'Hubo un error, vuélvalo a intentar en unos minutos' }],
  ])('lookup failure %s', (status, expected) => expect(riderLookupFailure(status)).toEqual(expected));

  it.each([
    [400, { message: 'El código de seguridad es erróneo', field: 'securityCode' }],
    [
      429,
      {
        message: 'Demasiados intentos con el código de seguridad, vuélvalo a intentar en unos minutos',
        field: 'securityCode',
      },
    ],
    [409, { message: 'Hubo un error, vuélvalo a intentar en unos minutos' }],
  ])('save failure %s', (status, failure) => expect(riderSaveFailure(status)).toEqual(failure));
});

describe('validateRiderPage', () => {
  const full = { initPhone: '11 2345-6789', registerPhone: '1123456789', name: 'Ana Gómez', securityCode: '123456' };
  it.each<[RiderPageVariant, Record<string, string | undefined>, string | null, string | undefined]>([
    ['phoneIntake', { initPhone: '' }, 'El número de teléfono es invalido', 'initPhone'],
    ['phoneIntake', { initPhone: '123' }, 'El número de teléfono es invalido', 'initPhone'],
    ['phoneIntake', { initPhone: '11 2345-6789' }, null, undefined],
    ['phoneIntake', { initPhone: '+54 9 351 234-5678' }, null, undefined],
    ['register', full, null, undefined],
    ['register', { ...full, name: ' ' }, 'Debe completar todos los campos para continuar', undefined],
    ['register', { ...full, securityCode: undefined }, 'Debe completar todos los campos para continuar', undefined],
    ['register', { ...full, registerPhone: '1123456780' }, 'Los números de teléfono no coinciden', 'registerPhone'],
    [
      'register',
      { ...full, initPhone: '12', registerPhone: '12' },
      'El número de teléfono es invalido',
      'registerPhone',
    ],
    [
      'register',
      { ...full, securityCode: '1234' },
      'El código de seguridad debe tener al menos 6 números',
      'securityCode',
    ],
    ['logIn', { securityCode: '' }, 'Debe completar todos los campos para continuar', 'securityCode'],
    ['logOut', { securityCode: '99' }, null, undefined],
    ['success', {}, null, undefined],
    ['corrupt' as RiderPageVariant, {}, null, undefined],
  ])('%s %j → %s under %s', (variant, values, message, field) => {
    const result = validateRiderPage(variant, values);
    expect(result.ok ? null : result.message).toBe(message);
    expect(result.ok ? undefined : result.field).toBe(field);
  });
});

describe('after an update', () => {
  it.each([
    [{ status: 'IN_STORE', rider: { id: 'me' } }, true],
    [{ status: 'LOOKING_FOR_DRIVER' }, true],
    [{ status: 'ON_ROUTE_TO_PICKUP', rider: { id: 'other' } }, false],
    [null, false],
  ])('%j → ok %s', (reloaded, ok) => {
    const outcome = riderUpdateOutcome(reloaded, 'me');
    expect(outcome.ok).toBe(ok);
    if (outcome.ok) {
      expect(outcome.vibration).toEqual([100]);
      expect(outcome.toast).toBe('Envío actualizado');
    } else {
      expect(outcome.code).toBe('EXPIRED_BY_OTHER');
      expect(outcome.message).toBe('Tomado por otro repartidor');
      expect(outcome.vibration).toEqual([100, 50, 100, 75, 100]);
    }
  });
});

describe('redirect page', () => {
  it.each([
    [null, '/logistics/pizza/shipments'],
    [{}, '/logistics/pizza/shipments'],
    [{ id: '' }, '/logistics/pizza/shipments'],
    [{ id: 12 }, '/logistics/pizza/shipments/simple/12'],
    [{ id: 's-9', type: 'stack' as const }, '/logistics/pizza/shipments/stack/s-9'],
  ])('%j → %s', (inProgress, path) => expect(riderRedirectTarget('pizza', inProgress)).toBe(path));

  it('encodes route parameters', () => {
    expect(riderShipmentDetailPath('la casa', 'simple', 'a/b')).toBe('/logistics/la%20casa/shipments/simple/a%2Fb');
  });

  it.each([
    ['idle', 'FETCH', 'loading'],
    ['idle', 'RECEIVED', 'idle'],
    ['loading', 'RECEIVED', 'loaded'],
    ['loading', 'FAILED', 'loaded'],
    ['loaded', 'FETCH', 'loaded'],
  ] as const)('%s --%s--> %s', (state, event, next) => expect(redirectPageTransition(state, event)).toBe(next));

  it('labels cancel buttons and checks types', () => {
    expect(cancelButtonLabel('simple')).toBe('Cancelar envío en curso');
    expect(cancelButtonLabel('stack')).toBe('Cancelar multientrega');
    expect(isShipmentType('stack')).toBe(true);
    expect(isShipmentType('multi')).toBe(false);
  });
});
