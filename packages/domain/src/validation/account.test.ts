import { describe, expect, it } from 'vitest';
import {
  requireSignedIn,
  signInToast,
  validateRewardSignup,
  validateRiderPhone,
  validateRiderRegistration,
  validateRiderSecurityCode,
  validateSignIn,
} from './account.ts';
import { validationMessages } from './messages.ts';
import { isNewRiderSecurityCode } from './rider-security-code.ts';

describe('sign in', () => {
  it("an invalid number gives 'Debe ingresar un número válido'", () => {
    expect(validateSignIn('1234', 'ar')).toEqual({ ok: false, message: 'Debe ingresar un número válido' });
    expect(validateSignIn('', 'ar')).toEqual({ ok: false, message: 'Debe ingresar un número válido' });
    expect(validateSignIn('11 2345-6789', 'ar')).toEqual({ ok: true });
    expect(validateSignIn('99 123 456', 'uy')).toEqual({ ok: true });
  });

  it('toasts the outcome', () => {
    expect(signInToast(true)).toBe('Inicio de sesión con éxito');
    expect(signInToast(false)).toBe('Error iniciando sesión');
  });

  it("actions that need a signed-in diner toast 'Inicie sesión'", () => {
    expect(requireSignedIn(false)).toEqual({ ok: false, message: 'Inicie sesión' });
    expect(requireSignedIn(true)).toEqual({ ok: true });
  });
});

describe('reward signup', () => {
  const complete = { phone: '11 2345-6789', name: 'Ana', email: 'ana@example.com' };

  it('needs phone, name and email', () => {
    expect(validateRewardSignup(complete, 'ar')).toEqual({ ok: true });
    for (const field of ['phone', 'name', 'email'] as const) {
      expect(validateRewardSignup({ ...complete, [field]: '' }, 'ar')).toEqual({
        ok: false,
        message: 'Debe completar todos los campos para continuar',
      });
    }
  });

  it("an invalid phone gives 'El número de teléfono es invalido'", () => {
    expect(validateRewardSignup({ ...complete, phone: '1234' }, 'ar')).toEqual({
      ok: false,
      message: 'El número de teléfono es invalido',
    });
  });
});

describe('rider registration', () => {
  const form = { initPhone: '11 2345-6789', registerPhone: '1123456789', name: 'Juan Pérez', securityCode: '473921' };

  it('accepts matching valid phones with name and security code', () => {
    expect(validateRiderRegistration(form, 'ar')).toEqual({ ok: true });
  });

  it.each([['initPhone'], ['registerPhone'], ['name'], ['securityCode']] as const)(
    "without %s: 'Debe completar todos los campos para continuar'",
    (field) => {
      expect(validateRiderRegistration({ ...form, [field]: ' ' }, 'ar')).toEqual({
        ok: false,
        message: 'Debe completar todos los campos para continuar',
      });
    },
  );

  it("different phones: 'Los números de teléfono no coinciden'", () => {
    expect(validateRiderRegistration({ ...form, registerPhone: '11 2345-6788' }, 'ar')).toEqual({
      ok: false,
      message: 'Los números de teléfono no coinciden',
      field: 'registerPhone',
    });
  });

  it("matching but invalid phones: 'El número de teléfono es invalido'", () => {
    expect(validateRiderRegistration({ ...form, initPhone: '1234', registerPhone: '12-34' }, 'ar')).toEqual({
      ok: false,
      message: 'El número de teléfono es invalido',
      field: 'registerPhone',
    });
  });

  it('checks the phone at intake and the code at log in and log out', () => {
    expect(validateRiderPhone('1234', 'ar')).toEqual({
      ok: false,
      message: 'El número de teléfono es invalido',
      field: 'initPhone',
    });
    expect(validateRiderPhone('11 2345-6789', 'ar')).toEqual({ ok: true });
    expect(validateRiderSecurityCode('')).toEqual({
      ok: false,
      message: 'Debe completar todos los campos para continuar',
      field: 'securityCode',
    });
    expect(validateRiderSecurityCode('4321')).toEqual({ ok: true });
  });

  it.each([['4321'], ['12345'], ['abc123'], ['12 3456'], ['1'.repeat(33)]])(
    "a new rider's code %s is refused: 'El código de seguridad debe tener al menos 6 números'",
    (securityCode) => {
      expect(validateRiderRegistration({ ...form, securityCode }, 'ar')).toEqual({
        ok: false,
        message: 'El código de seguridad debe tener al menos 6 números',
        field: 'securityCode',
      });
    },
  );

  it('a new rider may choose six digits or more', () => {
    expect(isNewRiderSecurityCode('123456')).toBe(true);
    expect(isNewRiderSecurityCode(' 12345678 ')).toBe(true);
    expect(isNewRiderSecurityCode(123456)).toBe(false);
  });

  it("the server's 400 is shown as 'El código de seguridad es erróneo'", () => {
    expect(validationMessages.rider.securityCodeWrong).toBe('El código de seguridad es erróneo');
  });
});
