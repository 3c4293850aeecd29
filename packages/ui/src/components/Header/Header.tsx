import { NO_CONTACT_LINK, telLink, whatsAppLink } from '@comanda/domain/contact';
import { scheduleMessages } from '@comanda/domain/schedule';
import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Header.css.ts';
import {
  BackIcon,
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MapPinIcon,
  MessageIcon,
  PhoneIcon,
  ShareIcon,
  StoreIcon,
} from './icons.tsx';
import { headerMessages } from './messages.ts';

/** One order mode of the branch contact as the header's navigation shows it. */
export interface HeaderOrderMode {
  readonly id: string;
  /** The mode's `showName` ('Delivery', 'Retiro en el local', ...). */
  readonly name: string;
}

/** The branch's social links and contact phones (diner §3 Branch.social, BranchContact phones). */
export interface HeaderSocial {
  readonly instagramUrl?: string | null;
  readonly facebookUrl?: string | null;
  /** `callPhone`: becomes a `tel:` link through the domain's `telLink`. */
  readonly callPhone?: string | null;
  /** `whatsAppPhone`: becomes a `wa.me` link through the domain's `whatsAppLink`. */
  readonly whatsAppPhone?: string | null;
}

export interface HeaderProps {
  /** The branch (contact) name: the page's heading and the logo's alternative text. */
  readonly branchName: string;
  readonly logoUrl?: string | null;
  /** The logo is still loading: an empty circle keeps its place, so the page does not move when it arrives. */
  readonly logoLoading?: boolean;
  /** `customBannerLogoURL` when the branch has `withCustomBannerLogo`: replaces the round logo. */
  readonly bannerLogoUrl?: string | null;
  /** The branch's logo when it has `withCustomBackgroundLogo`: drawn as a cover band atop the header. */
  readonly backgroundLogoUrl?: string | null;
  readonly social?: HeaderSocial | undefined;
  /** Shows the share button; the app shares (Web Share API or copying the link). */
  readonly onShare?: (() => void) | undefined;
  /** The branch's support chat (diner §2 "messaging-app number or chat"): shown in place of the messaging link. */
  readonly onOpenChat?: (() => void) | undefined;
  /** The branch contact's address as one line. */
  readonly address?: string | null;
  /** Link to the address on a maps service (opens in a new tab). */
  readonly addressHref?: string | null;
  /** Shows the 'Cerrado' badge. */
  readonly closed?: boolean;
  /** Shows 'Ver horarios'; the app opens the opening-hours modal. */
  readonly onShowHours?: (() => void) | undefined;
  /** The branch's `customMessage`. */
  readonly customMessage?: string | null;
  readonly orderModes?: readonly HeaderOrderMode[];
  /** The mode of the current route, marked `aria-current`. */
  readonly currentModeId?: string | null;
  /** Called with the id of a mode other than the current one. */
  readonly onModeChange?: ((modeId: string) => void) | undefined;
  /** 'Cambiar local' as a link (to /menu/{alias}). */
  readonly changeBranchHref?: string | null;
  /** 'Cambiar local' pressed: runs before the link is followed, so the app can confirm and prevent it. */
  readonly onChangeBranch?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Shows 'PEDIDO EN CURSO' linking here (/menu/{alias}/order/{code}) when an order is in progress. */
  readonly orderInProgressHref?: string | null;
  /** The back arrow: only in an installed app or an in-app browser. */
  readonly showBack?: boolean;
  readonly onBack?: (() => void) | undefined;
  /** Trailing controls of the top row, e.g. the account drawer's trigger. */
  readonly actions?: ReactNode;
  /** Rendered under the order modes: the `InfoTable`. */
  readonly infoTable?: ReactNode;
}

/** The branch header of the menu (diner §2 "Header"). */
export function Header({
  branchName,
  logoUrl,
  logoLoading = false,
  bannerLogoUrl,
  backgroundLogoUrl,
  social,
  onShare,
  onOpenChat,
  address,
  addressHref,
  closed = false,
  onShowHours,
  customMessage,
  orderModes = [],
  currentModeId,
  onModeChange,
  changeBranchHref,
  onChangeBranch,
  orderInProgressHref,
  showBack = false,
  onBack,
  actions,
  infoTable,
}: HeaderProps) {
  const socialLinks = socialLinksOf(social, Boolean(onOpenChat));
  const showChangeBranch = Boolean(changeBranchHref || onChangeBranch);
  return (
    <header className={styles.header} data-slot="header" data-state={closed ? 'closed' : 'open'}>
      {backgroundLogoUrl && (
        <div
          className={styles.backgroundLogo}
          style={{ backgroundImage: `url(${JSON.stringify(backgroundLogoUrl)})` }}
          data-slot="header-background-logo"
        />
      )}
      {bannerLogoUrl && (
        <h1 className={styles.bannerTitle}>
          <img className={styles.bannerLogo} src={bannerLogoUrl} alt={branchName} data-slot="header-banner-logo" />
        </h1>
      )}
      <div className={styles.topRow}>
        {showBack && <IconButton label={headerMessages.back} icon={<BackIcon />} onClick={onBack} />}
        <div className={styles.identity}>
          {!bannerLogoUrl && (
            <h1 className={styles.title}>
              {logoUrl ? (
                <img className={styles.logo} src={logoUrl} alt={branchName} data-slot="header-logo" />
              ) : logoLoading ? (
                <span className={styles.logo} data-slot="header-logo-placeholder">
                  <VisuallyHidden>{branchName}</VisuallyHidden>
                </span>
              ) : (
                branchName
              )}
            </h1>
          )}
          {closed && <Badge tone="danger">{scheduleMessages.closed}</Badge>}
        </div>
        {actions}
      </div>

      {address &&
        (addressHref ? (
          <a className={styles.address} href={addressHref} target="_blank" rel="noopener noreferrer">
            <MapPinIcon />
            <span>{address}</span>
            <VisuallyHidden> ({headerMessages.addressOnMap})</VisuallyHidden>
          </a>
        ) : (
          <span className={styles.addressText}>{address}</span>
        ))}

      {(socialLinks.length > 0 || onShare || onOpenChat) && (
        <ul className={styles.socialList} aria-label={headerMessages.socialLinks}>
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a
                className={styles.iconLink}
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.icon}
                <VisuallyHidden>{link.label}</VisuallyHidden>
              </a>
            </li>
          ))}
          {onOpenChat && <IconAction label={headerMessages.chat} icon={<MessageIcon />} onClick={onOpenChat} />}
          {onShare && <IconAction label={headerMessages.share} icon={<ShareIcon />} onClick={onShare} />}
        </ul>
      )}

      {(onShowHours || showChangeBranch || orderInProgressHref) && (
        <div className={styles.actions}>
          {orderInProgressHref && (
            <Button asChild tone="primary">
              <a href={orderInProgressHref}>{headerMessages.orderInProgress}</a>
            </Button>
          )}
          {onShowHours && (
            <Button tone="bordered" onClick={onShowHours}>
              <ClockIcon />
              {scheduleMessages.seeHours}
            </Button>
          )}
          {showChangeBranch &&
            (changeBranchHref ? (
              <Button asChild tone="bordered">
                <a href={changeBranchHref} onClick={onChangeBranch}>
                  <StoreIcon />
                  {headerMessages.changeBranch}
                </a>
              </Button>
            ) : (
              <Button tone="bordered" onClick={onChangeBranch}>
                <StoreIcon />
                {headerMessages.changeBranch}
              </Button>
            ))}
        </div>
      )}

      {customMessage && (
        <p className={styles.customMessage} data-slot="header-custom-message">
          {customMessage}
        </p>
      )}

      {orderModes.length > 0 && (
        <nav aria-label={headerMessages.orderModes}>
          <ul className={styles.modeList}>
            {orderModes.map((mode) => {
              const current = mode.id === currentModeId;
              return (
                <li key={mode.id}>
                  <button
                    type="button"
                    className={styles.modeButton}
                    aria-current={current ? 'true' : undefined}
                    data-state={current ? 'active' : 'inactive'}
                    onClick={() => {
                      if (!current) onModeChange?.(mode.id);
                    }}
                  >
                    {mode.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      {infoTable}
    </header>
  );
}

/** A contact action that is a button (the chat, sharing) among the social links. */
function IconAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.iconLink} onClick={onClick}>
        {icon}
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
    </li>
  );
}

interface SocialLink {
  readonly label: string;
  readonly href: string;
  readonly icon: ReactNode;
  readonly external: boolean;
}

function socialLinksOf(social: HeaderSocial | undefined, withChat: boolean): SocialLink[] {
  if (!social) return [];
  const links: SocialLink[] = [];
  if (social.instagramUrl) {
    links.push({ label: headerMessages.instagram, href: social.instagramUrl, icon: <InstagramIcon />, external: true });
  }
  if (social.facebookUrl) {
    links.push({ label: headerMessages.facebook, href: social.facebookUrl, icon: <FacebookIcon />, external: true });
  }
  const tel = telLink(social.callPhone);
  if (tel !== NO_CONTACT_LINK)
    links.push({ label: headerMessages.call, href: tel, icon: <PhoneIcon />, external: false });
  const wa = whatsAppLink(social.whatsAppPhone);
  if (wa !== NO_CONTACT_LINK && !withChat) {
    links.push({ label: headerMessages.whatsApp, href: wa, icon: <MessageIcon />, external: true });
  }
  return links;
}
