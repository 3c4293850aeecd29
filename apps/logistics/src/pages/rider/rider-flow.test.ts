import { getDotPath, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { riderFormSchema } from './rider-flow.ts';

const issueOf =
  (...args: Parameters<typeof riderFormSchema>) =>
  (values: Record<string, string>) => {
    const result = safeParse(riderFormSchema(...args), values);
    const issue = result.issues?.[0];
    return issue ? { path: getDotPath(issue), message: issue.message } : null;
  };

describe('the rider form schema', () => {
  it("puts the domain's message under the field it names", () => {
    expect(issueOf('phoneIntake', 'ar')({ initPhone: '123' })).toEqual({
      path: 'initPhone',
      message: 'El número de teléfono es invalido',
    });
    expect(issueOf('logIn', 'ar')({ securityCode: '' })).toEqual({
      path: 'securityCode',
      message: 'Debe completar todos los campos para continuar',
    });
  });

  it("puts a message about the whole form on the form's root", () => {
    expect(issueOf('register', 'ar')({ initPhone: '1123456789' })).toEqual({
      path: 'root',
      message: 'Debe completar todos los campos para continuar',
    });
  });

  it('passes what the rule accepts', () => {
    expect(issueOf('phoneIntake', 'ar')({ initPhone: '11 2345-6789' })).toBeNull();
  });
});
