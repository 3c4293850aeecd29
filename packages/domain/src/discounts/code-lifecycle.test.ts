import { describe, expect, it } from 'vitest';
import { LIMITED_USAGE_CODE_TTL_MS } from './code.ts';
import {
  type CodeDeletingChange,
  changeDeletesCode,
  checkCodeValidationPreconditions,
  codeDeletingChanges,
  codeExpiresAt,
  isAppliedCodeExpired,
  isCodeExpired,
  paymentChangeConfirmation,
} from './code-lifecycle.ts';

describe('before validating a code (diner §5)', () => {
  it.each([
    [{ orderModeId: null, paymentTypeId: 'cash', phoneValid: true }],
    [{ orderModeId: 'delivery', paymentTypeId: undefined, phoneValid: true }],
    [{ orderModeId: '', paymentTypeId: '', phoneValid: false }],
  ])('needs an order mode and a payment first: %o', (context) => {
    expect(checkCodeValidationPreconditions(context)).toEqual({
      ok: false,
      message: 'Asegurese de haber elegido un medio de pago primero',
    });
  });

  it('then needs a valid phone', () => {
    expect(
      checkCodeValidationPreconditions({ orderModeId: 'delivery', paymentTypeId: 'cash', phoneValid: false }),
    ).toEqual({
      ok: false,
      message: 'Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.',
    });
  });

  it('passes with all three', () => {
    expect(
      checkCodeValidationPreconditions({ orderModeId: 'delivery', paymentTypeId: 'cash', phoneValid: true }),
    ).toEqual({
      ok: true,
    });
  });
});

describe('what deletes an applied code (diner §4)', () => {
  it.each<[CodeDeletingChange, boolean, boolean, boolean]>(
    codeDeletingChanges.flatMap((change) => [
      [change, true, false, true],
      [change, true, true, false],
      [change, false, false, false],
      [change, false, true, false],
    ]),
  )(
    '%s with code %s and external loyalty %s deletes it: %s',
    (change, hasCode, externalLoyaltyProgramActive, deletes) => {
      expect(changeDeletesCode(change, { hasCode, externalLoyaltyProgramActive })).toBe(deletes);
    },
  );

  it('asks before a payment change deletes the code', () => {
    expect(paymentChangeConfirmation({ hasCode: true, externalLoyaltyProgramActive: false })).toBe(
      'Si cambias el medio de pago se borrará el código de descuento',
    );
    expect(paymentChangeConfirmation({ hasCode: true, externalLoyaltyProgramActive: true })).toBeNull();
    expect(paymentChangeConfirmation({ hasCode: false, externalLoyaltyProgramActive: false })).toBeNull();
  });
});

describe('limited-usage expiry (diner §4, §9: 180000 ms)', () => {
  const appliedAt = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('is 180000 ms', () => {
    expect(LIMITED_USAGE_CODE_TTL_MS).toBe(180_000);
    expect(codeExpiresAt(appliedAt)).toBe(appliedAt + 180_000);
    expect(codeExpiresAt(new Date(appliedAt))).toBe(appliedAt + 180_000);
  });

  it.each([
    [0, false],
    [179_999, false],
    [180_000, true],
    [600_000, true],
  ])('%d ms after applying, expired: %s', (elapsed, expired) => {
    expect(isCodeExpired(appliedAt, appliedAt + elapsed)).toBe(expired);
    expect(isCodeExpired(new Date(appliedAt), new Date(appliedAt + elapsed))).toBe(expired);
  });

  it('counts an unreadable instant as expired', () => {
    expect(isCodeExpired(new Date('not a date'), appliedAt)).toBe(true);
    expect(isCodeExpired(appliedAt, Number.NaN)).toBe(true);
  });

  it('expires only limited-usage codes', () => {
    const late = appliedAt + 180_000;
    expect(isAppliedCodeExpired({ limitedUsage: true }, appliedAt, late)).toBe(true);
    expect(isAppliedCodeExpired({ limitedUsage: false }, appliedAt, late)).toBe(false);
    expect(isAppliedCodeExpired({}, appliedAt, late)).toBe(false);
  });
});
