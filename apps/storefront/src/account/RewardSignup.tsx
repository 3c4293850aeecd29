/**
 * The loyalty reward signup (diner §2 modals, §4 "Reward signup: shown; claim success reloads
 * without query params; close marks the reward done", §5 and §8 messages).
 *
 * Decision (the spec does not say what shows it): a link with a `campaignId` into a branch contact
 * that has an active reward the diner has not taken opens it; the campaign goes with the claim as
 * its `acquisitionChannel`. Closing it marks the reward done in this browser, so it is not offered
 * again; claiming it reloads the page without the link's parameters. A reward is the diner's who
 * proves the phone: without the session of the phone typed, the sign-in code goes to it first and
 * the claim follows the sign in.
 */
import { dinerCalls, isApiError } from '@comanda/api';
import { useCallMutation, useLoyaltyReward } from '@comanda/api/react';
import { loyaltyClaimFailureMessage } from '@comanda/domain/loyalty';
import { readEntryParameters } from '@comanda/domain/order';
import { phoneNumbering, toE164 } from '@comanda/domain/validation';
import { type RewardSignupData, RewardSignupModal, useSearchParams } from '@comanda/ui';
import { useRef, useState } from 'react';
import { useBranchScope } from '../branch/BranchScope.tsx';
import { useStorePhoneCountry } from '../branch/store-phone-country.ts';
import { readPhonePrefix, readSessionDiner } from '../pages/checkout/diner-identity.ts';
import { useDinerSession } from '../state/diner-session.ts';
import { useStoredValue, writeStorage } from '../state/storage.ts';
import { DinerSignIn } from './DinerSignIn.tsx';

const doneKey = (rewardId: string) => `comanda:reward-done:${rewardId}`;

export function RewardSignup() {
  const { branch, contact, country } = useBranchScope();
  const storeCountry = useStorePhoneCountry();
  const [params] = useSearchParams();
  const campaignId = readEntryParameters(params).campaignId;
  const session = useDinerSession(branch.id);
  const { loyaltyReward, status } = useLoyaltyReward(
    campaignId
      ? {
          params: { id: branch.id },
          query: { branchContactId: contact.id, ...(session ? { phone: session.phone } : {}) },
        }
      : null,
  );
  // A reward info still starting, loading or failed offers nothing.
  const available =
    status === 'fetched' && loyaltyReward && 'id' in loyaltyReward && loyaltyReward.active && !loyaltyReward.done
      ? loyaltyReward
      : null;
  const [claimError, setClaimError] = useState<string | null>(null);
  /** The claim waiting for its phone's sign in. */
  const [pending, setPending] = useState<RewardSignupData | null>(null);
  // Signing in from the claim may reveal the reward as taken already: the refusal is still shown.
  const lastOffered = useRef(available);
  if (available) lastOffered.current = available;
  const reward = available ?? (claimError || pending ? lastOffered.current : null);
  const done = useStoredValue(doneKey(reward?.id ?? '')) !== null;
  const [closed, setClosed] = useState(false);
  const { trigger: claim, isMutating } = useCallMutation(dinerCalls.claimLoyaltyReward);

  if (!reward || closed || done) return null;

  const close = () => {
    writeStorage(doneKey(reward.id), new Date().toISOString());
    setClosed(true);
  };

  const submit = (data: RewardSignupData) => {
    setClaimError(null);
    const phone = toE164(data.phone, country) ?? data.phone;
    if (session?.phone === phone) void claimReward({ ...data, phone });
    else setPending({ ...data, phone });
  };

  const claimReward = async (data: RewardSignupData) => {
    try {
      await claim({
        params: { phone: data.phone, rewardId: reward.id },
        body: {
          name: data.name,
          phone: data.phone,
          email: data.email,
          branchId: branch.id,
          branchContactId: contact.id,
          loyaltyRewardId: reward.id,
          ...(campaignId ? { acquisitionChannel: campaignId } : {}),
        },
      });
      writeStorage(doneKey(reward.id), new Date().toISOString());
      // Diner §4: "claim success reloads without query params".
      globalThis.location.replace(globalThis.location.pathname);
    } catch (error) {
      setClaimError(loyaltyClaimFailureMessage(isApiError(error) ? (error.body ?? error.message) : error));
    }
  };

  // The signed-in diner's phone as typed (national number), so the form starts filled in.
  const known = session ? readSessionDiner(branch.id, country, null, phoneNumbering) : null;
  return (
    <>
      <DinerSignIn
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        branchId={branch.id}
        country={country}
        {...(pending ? { phone: pending.phone } : {})}
        onSignedIn={() => {
          const data = pending;
          setPending(null);
          if (data) void claimReward(data);
        }}
      />
      <RewardSignupModal
        open={pending === null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        defaultCountry={known?.phoneCountry ?? readPhonePrefix(storeCountry) ?? storeCountry}
        defaultValues={known ? { phone: known.phone, name: known.name } : {}}
        loading={isMutating}
        claimError={claimError}
        onSubmit={submit}
      />
    </>
  );
}
