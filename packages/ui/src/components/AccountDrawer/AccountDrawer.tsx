import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { overlay } from '../Modal/Modal.css.ts';
import * as styles from './AccountDrawer.css.ts';
import { AccountDrawerTrigger } from './AccountDrawerTrigger.tsx';
import { accountDrawerMessages } from './messages.ts';

export interface AccountUser {
  /** The ordering customer's name, greeted by the drawer. */
  readonly name: string;
}

export interface AccountDrawerProps {
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer; by default an icon button 'Mi cuenta'. `null` for none (controlled use). */
  readonly trigger?: ReactNode;
  /** The signed-in diner; `null`/absent is the anonymous diner. */
  readonly user?: AccountUser | null;
  /** The branch has an active loyalty program for this diner: shows 'Mi beneficio' (signed in only). */
  readonly hasActiveProgram?: boolean;
  readonly onSignIn?: () => void;
  readonly onMyOrders?: () => void;
  readonly onMyBenefit?: () => void;
  readonly onSignOut?: () => void;
}

/**
 * The account drawer (diner §2): a side sheet from the right, portalled into the themed root.
 * Choosing an entry calls back first, then closes the drawer.
 */
export function AccountDrawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  user,
  hasActiveProgram = false,
  onSignIn,
  onMyOrders,
  onMyBenefit,
  onSignOut,
}: AccountDrawerProps) {
  const container = usePortalContainer();
  const signedIn = user != null;
  const triggerElement = trigger === undefined ? <AccountDrawerTrigger /> : trigger;
  return (
    <Dialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {triggerElement && <Dialog.Trigger asChild>{triggerElement}</Dialog.Trigger>}
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={overlay} data-slot="account-drawer-overlay" />
        <Dialog.Content
          className={styles.sheet}
          data-slot="account-drawer"
          data-user={signedIn ? 'signed-in' : 'anonymous'}
          aria-describedby={undefined}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{accountDrawerMessages.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={accountDrawerMessages.close} icon="✕" />
            </Dialog.Close>
          </div>
          {signedIn && <p className={styles.greeting}>{accountDrawerMessages.greeting(user.name)}</p>}
          <ul className={styles.entries}>
            {!signedIn && (
              <li>
                <Dialog.Close asChild>
                  <Button fullWidth onClick={onSignIn}>
                    {accountDrawerMessages.signIn}
                  </Button>
                </Dialog.Close>
              </li>
            )}
            <li>
              <Dialog.Close asChild>
                <Button tone="ghost" className={styles.entry} onClick={onMyOrders}>
                  {accountDrawerMessages.myOrders}
                </Button>
              </Dialog.Close>
            </li>
            {signedIn && hasActiveProgram && (
              <li>
                <Dialog.Close asChild>
                  <Button tone="ghost" className={styles.entry} onClick={onMyBenefit}>
                    {accountDrawerMessages.myBenefit}
                  </Button>
                </Dialog.Close>
              </li>
            )}
            {signedIn && (
              <li>
                <Dialog.Close asChild>
                  <Button tone="bordered" fullWidth onClick={onSignOut}>
                    {accountDrawerMessages.signOut}
                  </Button>
                </Dialog.Close>
              </li>
            )}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
