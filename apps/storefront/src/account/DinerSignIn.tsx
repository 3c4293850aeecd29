/**
 * 'Iniciar sesión' (diner §2): the phone, then the one-time code the server sent to it. Only the
 * code opens the diner's session (an HttpOnly cookie the server reads); this browser keeps who
 * signed in (`state/diner-session.ts`) to draw the account, never as proof.
 */
import { dinerCalls, isApiError, type OrderingCustomerOutput } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import type { CountryCode } from '@comanda/domain/money';
import { parsePhone, signInToast, validationMessages } from '@comanda/domain/validation';
import { notify, type SignInCredentials, SignInModal } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';
import { useStorePhoneCountry } from '../branch/store-phone-country.ts';
import { readPhonePrefix, writePhonePrefix } from '../pages/checkout/diner-identity.ts';
import { signInDiner } from '../state/diner-session.ts';

export interface DinerSignInProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly branchId: string;
  readonly country: CountryCode;
  /** Start at the code step for this phone (E.164): a code is sent as soon as the modal opens. */
  readonly phone?: string;
  /** The session is open. */
  readonly onSignedIn?: (customer: OrderingCustomerOutput) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;

export function DinerSignIn({
  open,
  onOpenChange,
  branchId,
  country,
  phone: givenPhone,
  onSignedIn,
}: DinerSignInProps) {
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const storeCountry = useStorePhoneCountry();
  const { trigger: sendCode, isMutating: sending } = useCallMutation(dinerCalls.sendSignInCode);
  const { trigger: verify, isMutating: verifying } = useCallMutation(dinerCalls.verifySignIn);

  const send = async (phone: string) => {
    try {
      await sendCode({ body: { phone, branchId } });
      setCodeError(undefined);
      setCodeFor(phone);
    } catch (error) {
      notify.error(messageOf(error, signInToast(false)));
    }
  };

  const submitCode = async (code: string) => {
    if (!codeFor) return;
    try {
      const { customer } = await verify({ body: { phone: codeFor, branchId, code } });
      signInDiner({ phone: customer.phone ?? codeFor, ...(customer.name ? { name: customer.name } : {}), branchId });
      setCodeFor(null);
      notify.success(signInToast(true));
      onSignedIn?.(customer);
    } catch (error) {
      setCodeError(messageOf(error, validationMessages.signIn.codeInvalid));
    }
  };

  const changeOpen = (next: boolean) => {
    if (!next) setCodeFor(null);
    onOpenChange(next);
  };

  // Opened for a known phone: the code goes out with the opening, once.
  const askedFor = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` is a new function each render; the opening and the phone decide.
  useEffect(() => {
    if (!open) askedFor.current = null;
    else if (givenPhone && askedFor.current !== givenPhone) {
      askedFor.current = givenPhone;
      void send(givenPhone);
    }
  }, [open, givenPhone]);

  const shownPhone = codeFor ? (parsePhone(codeFor, country)?.international ?? codeFor) : undefined;
  return (
    <SignInModal
      open={open}
      onOpenChange={changeOpen}
      defaultCountry={readPhonePrefix(storeCountry) ?? storeCountry}
      onCountryChange={writePhonePrefix}
      loading={sending || verifying}
      onSubmit={({ phone }: SignInCredentials) => void send(phone)}
      codeSentTo={shownPhone}
      codeError={codeError}
      onSubmitCode={(code) => void submitCode(code)}
      onResendCode={() => codeFor && void send(codeFor)}
      onChangePhone={() => setCodeFor(null)}
    />
  );
}
