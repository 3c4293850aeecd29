/**
 * The header's 'Mi cuenta' button. The account drawer, its modals and the phone validation behind
 * them (libphonenumber-js, ≈ 48 KB gzip) load when the diner first reaches for the button, not with
 * the menu (the byte budgets, docs/performance.md); hovering or focusing it starts the
 * download, so the drawer opens at once on the tap. A link with a `campaignId` loads the reward
 * signup straight away, since that one opens by itself.
 */
import { readEntryParameters } from '@comanda/domain/order';
import { AccountDrawerTrigger, useSearchParams } from '@comanda/ui';
import { lazy, Suspense, useState } from 'react';

const loadAccountMenu = () => import('./AccountMenu.tsx');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));
const RewardSignup = lazy(async () => ({ default: (await import('./RewardSignup.tsx')).RewardSignup }));

export function AccountButton() {
  const [params] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadAccountMenu();
  const button = (
    <AccountDrawerTrigger
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  return (
    <>
      {readEntryParameters(params).campaignId && (
        <Suspense fallback={null}>
          <RewardSignup />
        </Suspense>
      )}
      {wanted ? (
        <Suspense fallback={button}>
          <AccountMenu initiallyOpen />
        </Suspense>
      ) : (
        button
      )}
    </>
  );
}
