import { UserIcon } from '../Header/icons.tsx';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton.tsx';
import { accountDrawerMessages } from './messages.ts';

/**
 * The 'Mi cuenta' icon button, the drawer's default trigger. An app that loads the drawer on
 * demand shows this first, so the header looks the same before and after; a module of its own, so
 * that showing it does not load Radix's dialog.
 */
export function AccountDrawerTrigger(props: Omit<IconButtonProps, 'label' | 'icon'>) {
  return <IconButton label={accountDrawerMessages.title} icon={<UserIcon />} {...props} />;
}
