import { describe, expect, it } from 'vitest';
import { followUpPath } from './follow-up-path.ts';

describe('followUpPath', () => {
  it('is the order page of the store, with the access token when the diner has it', () => {
    expect(followUpPath('palermo-centro', 'A-12')).toBe('/menu/palermo-centro/order/A-12');
    expect(followUpPath('palermo-centro', 'A-12', 's3cr3t')).toBe('/menu/palermo-centro/order/A-12?access=s3cr3t');
  });

  it("carries the page's query flags after the token", () => {
    expect(followUpPath('belgrano', 'B 7', 'tok', { invalidCustomRedirect: 'true' })).toBe(
      '/menu/belgrano/order/B%207?access=tok&invalidCustomRedirect=true',
    );
  });
});
