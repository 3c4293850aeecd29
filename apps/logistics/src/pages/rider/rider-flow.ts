/**
 * What travels between the variants of the rider page (phone intake → register / logIn / logOut
 * → success), kept in the router's location state: nothing of it is worth persisting.
 */
import { type RiderFormValues, type RiderPageVariant, validateRiderPage } from '@comanda/domain/rider';
import * as v from 'valibot';

export type RiderAction = 'register' | 'logIn' | 'logOut';

export interface RiderFlowState {
  /** The phone typed at the intake. */
  readonly phone?: string;
  /** The rider the lookup found (logIn, logOut). */
  readonly rider?: { readonly id: string; readonly name: string };
  /** Success: which action succeeded, and who. */
  readonly action?: RiderAction;
  readonly riderId?: string;
}

export function readFlowState(state: unknown): RiderFlowState {
  if (typeof state !== 'object' || state === null) return {};
  const { phone, rider, action, riderId } = state as Record<string, unknown>;
  const riderValue =
    typeof rider === 'object' && rider !== null && typeof (rider as { id?: unknown }).id === 'string'
      ? { id: (rider as { id: string }).id, name: String((rider as { name?: unknown }).name ?? '') }
      : undefined;
  return {
    ...(typeof phone === 'string' ? { phone } : {}),
    ...(riderValue ? { rider: riderValue } : {}),
    ...(action === 'register' || action === 'logIn' || action === 'logOut' ? { action } : {}),
    ...(typeof riderId === 'string' ? { riderId } : {}),
  };
}

/** The variants that need what an earlier step found; without it the rider starts again. */
export function missingFlowState(variant: RiderPageVariant, flow: RiderFlowState): boolean {
  if (variant === 'register') return !flow.phone;
  if (variant === 'logIn' || variant === 'logOut') return !flow.phone || !flow.rider;
  if (variant === 'success') return !flow.action;
  return false;
}

const riderFormFields = v.object({
  initPhone: v.nullish(v.string()),
  registerPhone: v.nullish(v.string()),
  name: v.nullish(v.string()),
  securityCode: v.nullish(v.string()),
});

/**
 * The rider form's schema for react-hook-form's valibot resolver: the fields' shape, then the
 * domain's rule for the variant, its message under the field it names (or the form's `root`).
 */
export function riderFormSchema(variant: RiderPageVariant, country: string) {
  return v.pipe(
    riderFormFields,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values: RiderFormValues = dataset.value;
      const result = validateRiderPage(variant, values, country);
      if (result.ok) return;
      const key = result.field ?? 'root';
      addIssue({
        message: result.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: values,
            key,
            value: result.field ? values[result.field] : undefined,
          },
        ],
      });
    }),
  );
}
