/**
 * The rider page's calls (follow-up §4 "Rider session", §7, §8): the phone lookup, register,
 * start and end of a shift. Each answers what the page does next or the Spanish message to show.
 */
import { logisticsCalls, parseError } from '@comanda/api';
import { useApi, useCallMutation } from '@comanda/api/react';
import { riderActiveAfter, riderLookupFailure, riderSaveFailure, variantAfterPhoneIntake } from '@comanda/domain/rider';
import type { RiderFormField } from '@comanda/domain/validation';
import { useSWRConfig } from 'swr';
import { dropKeptRiderReads } from '../../pwa/rider-reads.ts';
import type { RiderAction } from './rider-flow.ts';

const RIDER_READ_PATHS = ['/api/whoami', '/api/shipments', '/api/shipmentstacks', '/api/stacking'];

/** SWR keys of the calls are `[method, path, input]`. */
const isRiderRead = (key: unknown) =>
  Array.isArray(key) && typeof key[1] === 'string' && RIDER_READ_PATHS.some((path) => key[1].startsWith(path));

/** The rider the phone lookup found, as the update call carries it back. */
export interface RiderOnFile {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
}

export type LookupResult =
  | { readonly ok: true; readonly next: 'register' | 'logIn' | 'logOut'; readonly rider?: { id: string; name: string } }
  | { readonly ok: false; readonly message: string };

export type SaveResult =
  | { readonly ok: true; readonly riderId: string }
  | { readonly ok: false; readonly message: string; readonly field?: RiderFormField };

/** A code the server would refuse before checking it (under 4 characters) is as wrong as a mismatch. */
const saveFailureStatus = (error: unknown) => {
  const { status, kind } = parseError(error);
  return kind === 'contract' ? 400 : status;
};

export function useRiderActions(branchContactId: string) {
  const { call } = useApi();
  const { mutate } = useSWRConfig();
  const createRider = useCallMutation(logisticsCalls.createRider);
  const signIn = useCallMutation(logisticsCalls.riderSignIn);
  const signOut = useCallMutation(logisticsCalls.riderSignOut);
  const updateRider = useCallMutation(logisticsCalls.updateRider);
  // A shift that starts or ends changes whose session the rider reads answer for: drop them, and
  // the copies the service worker kept of them.
  const forgetRiderReads = () =>
    Promise.all([mutate(isRiderRead, undefined, { revalidate: false }), dropKeptRiderReads().catch(() => undefined)]);

  async function lookUp(phone: string): Promise<LookupResult> {
    try {
      const rider = await call(logisticsCalls.findRiderByPhone, { query: { branchContactId, phone } });
      return {
        ok: true,
        next: variantAfterPhoneIntake({ found: true, active: rider.active }),
        rider: { id: rider.id, name: rider.name },
      };
    } catch (error) {
      const failure = riderLookupFailure(parseError(error).status);
      return 'next' in failure ? { ok: true, next: failure.next } : { ok: false, message: failure.message };
    }
  }

  async function save(
    action: RiderAction,
    values: { phone: string; name?: string; securityCode: string; rider?: RiderOnFile },
  ): Promise<SaveResult> {
    try {
      let riderId: string;
      if (action === 'register') {
        const session = await createRider.trigger({
          body: {
            name: values.name ?? '',
            phone: values.phone,
            securityCode: values.securityCode,
            active: riderActiveAfter(action),
            riderUser: { branchContact: { id: branchContactId } },
          },
        });
        riderId = session.rider.id;
      } else if (action === 'logIn') {
        const session = await signIn.trigger({
          body: { branchContactId, phone: values.phone, securityCode: values.securityCode },
        });
        riderId = session.rider.id;
      } else {
        riderId = await endShift(values.securityCode, values.rider);
      }
      await forgetRiderReads();
      return { ok: true, riderId };
    } catch (error) {
      return { ok: false, ...riderSaveFailure(saveFailureStatus(error)) };
    }
  }

  /**
   * Ends the shift with this browser's session; a rider signing out from another phone (no
   * session here) ends it with the security code alone.
   */
  async function endShift(securityCode: string, rider: RiderOnFile | undefined): Promise<string> {
    try {
      return (await signOut.trigger({ body: { securityCode } })).rider.id;
    } catch (error) {
      if (parseError(error).status !== 401 || !rider) throw error;
      const session = await updateRider.trigger({
        params: { id: rider.id },
        body: {
          rider,
          securityCode,
          active: riderActiveAfter('logOut'),
          riderUser: { branchContact: { id: branchContactId } },
        },
      });
      return session.rider.id;
    }
  }

  return { lookUp, save };
}
