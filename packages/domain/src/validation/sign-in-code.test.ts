import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';
import { SIGN_IN_CODE_LENGTH, signInCodeMessage, validateSignInCode } from './sign-in-code.ts';

describe('validateSignInCode', () => {
  it('asks for the code when nothing was typed', () => {
    expect(validateSignInCode('  ')).toEqual({ ok: false, message: validationMessages.signIn.codeRequired });
    expect(validateSignInCode(undefined)).toEqual({ ok: false, message: validationMessages.signIn.codeRequired });
  });

  it('accepts exactly the digits of a code, around spaces', () => {
    expect(validateSignInCode(` ${'7'.repeat(SIGN_IN_CODE_LENGTH)} `).ok).toBe(true);
    expect(validateSignInCode('7'.repeat(SIGN_IN_CODE_LENGTH - 1))).toEqual({
      ok: false,
      message: validationMessages.signIn.codeInvalid,
    });
    expect(validateSignInCode('12a456').ok).toBe(false);
  });
});

describe('signInCodeMessage', () => {
  it('names the code, the venue and how long it lasts', () => {
    expect(signInCodeMessage('123456', 'Palermo')).toBe(
      '123456 es tu código para ingresar en Palermo. Vence en 5 minutos. No lo compartas.',
    );
  });
});
