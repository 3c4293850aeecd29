import {
  etaText,
  isValidDeliveryCode,
  type StatusTone,
  trackingDateTime,
  trackingMessages,
  trackingRiderView,
  trackingStatusBadge,
  trackingTitle,
} from '@comanda/domain/tracking';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { LineIcon } from '../LineIcon/LineIcon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './TrackingOverlay.css.ts';

/** Decision: names of the rider's icon-only contact links. */
export const trackingContactLabels = {
  whatsapp: (name: string) => `Escribir a ${name} por WhatsApp`,
  call: (name: string) => `Llamar a ${name}`,
} as const;

/** The domain's status tones on the badge's tones (the info tone takes the brand colour). */
const badgeTones: Record<StatusTone, BadgeTone> = {
  neutral: 'neutral',
  info: 'main',
  warning: 'warning',
  success: 'success',
  danger: 'danger',
};

export interface TrackingOverlayProps {
  readonly code?: string | null;
  /** The shipment's time and date. */
  readonly shippedAt?: Date | string | number | null;
  readonly timeZone?: string;
  /** The shipment's status: badge, ETA rule. */
  readonly status?: string | null;
  /** The order itself was canceled: the badge says so, whatever the shipment was doing. */
  readonly orderCanceled?: boolean;
  readonly rider?: { readonly name?: string | null; readonly phone?: string | null } | null;
  /** The ETA as text (e.g. `formatEtaRange(minETA, maxETA)`); hidden when empty or when the status has none. */
  readonly eta?: string | null;
  /** The delivery code; its section shows only when `isValidDeliveryCode` accepts it. */
  readonly securityCode?: string | null;
  readonly branchLogoUrl?: string | null;
  /** The logo's alternative text. */
  readonly branchName?: string | null;
  readonly refreshing?: boolean;
  readonly onRefresh: () => void;
}

/**
 * What lies over the tracking map: 'Actualizar', 'Pedido {code}' with time and date, the status
 * badge, the rider with WhatsApp and call links, the ETA, the delivery code, and the branch logo
 * small at the bottom centre. Place it in a positioned container over `TrackingMap`.
 */
export function TrackingOverlay({
  code,
  shippedAt,
  timeZone,
  status,
  orderCanceled = false,
  rider,
  eta,
  securityCode,
  branchLogoUrl,
  branchName,
  refreshing = false,
  onRefresh,
}: TrackingOverlayProps) {
  const titleId = useId();
  const { time, date } = trackingDateTime(shippedAt, timeZone);
  const badge = trackingStatusBadge(status, orderCanceled);
  const riderView = trackingRiderView(rider);
  const etaLine = etaText(status, eta);
  const showCode = isValidDeliveryCode(securityCode);
  return (
    <div className={styles.root} data-slot="tracking-overlay">
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.header}>
          <Stack gap="xs">
            <Text as="h1" id={titleId} size="xl" weight="bold">
              {trackingTitle(code)}
            </Text>
            <Text size="sm" tone="description">
              {time} · {date}
            </Text>
            <div>
              <Badge tone={badgeTones[badge.tone]}>{badge.label}</Badge>
            </div>
          </Stack>
          <Button tone="bordered" loading={refreshing} onClick={onRefresh}>
            {trackingMessages.refresh}
          </Button>
        </div>
        <div className={styles.rider} data-slot="tracking-rider">
          <Text weight="bold">{riderView.name}</Text>
          {riderView.showBlock && (
            <Stack direction="row" gap="sm">
              <a className={styles.contactLink} href={riderView.whatsappHref} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                <VisuallyHidden>{trackingContactLabels.whatsapp(riderView.name)}</VisuallyHidden>
              </a>
              <a className={styles.contactLink} href={riderView.callHref}>
                <PhoneIcon />
                <VisuallyHidden>{trackingContactLabels.call(riderView.name)}</VisuallyHidden>
              </a>
            </Stack>
          )}
        </div>
        {etaLine && (
          <Text weight="medium" data-slot="tracking-eta">
            {etaLine}
          </Text>
        )}
        {showCode && (
          <section className={styles.codeSection} aria-labelledby={`${titleId}-code`} data-slot="tracking-code">
            <Text as="h2" id={`${titleId}-code`} size="md" weight="bold">
              {trackingMessages.securityCodeTitle}
            </Text>
            <Text size="sm" tone="description">
              {trackingMessages.securityCodeSection}
            </Text>
            <span className={styles.code}>{securityCode?.trim() || trackingMessages.missingValue}</span>
          </section>
        )}
      </section>
      {branchLogoUrl && (
        <img className={styles.logo} src={branchLogoUrl} alt={branchName ?? ''} data-slot="tracking-logo" />
      )}
    </div>
  );
}

function WhatsAppIcon() {
  return (
    <LineIcon className={styles.icon} strokeWidth="1.8">
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5z" />
    </LineIcon>
  );
}

function PhoneIcon() {
  return (
    <LineIcon className={styles.icon} strokeWidth="1.8">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </LineIcon>
  );
}
