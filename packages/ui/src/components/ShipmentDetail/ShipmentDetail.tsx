import { whatsAppLink } from '@comanda/domain/contact';
import { orderTextMessages } from '@comanda/domain/order-text';
import { cancelButtonLabel, type ShipmentType } from '@comanda/domain/rider';
import {
  currentStackShipment,
  type DeliveryCodeGuard,
  deliveryCodeEntryState,
  deliveryCodeGuard,
  isCancelableShipmentStatus,
  isCanceledShipmentStatus,
  isDeliveredShipmentStatus,
  isLostByRider,
  nextShipmentStep,
  nextStackStep,
  type RiderStep,
  type StackStep,
  shipmentMessages,
  shipmentStatusLabel,
  showsCustomerDetails,
  sortStackShipments,
  withAddressLetters,
} from '@comanda/domain/shipments';
import { trackingDateTime, trackingMessages } from '@comanda/domain/tracking';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { DeliveryCodeEntry } from '../DeliveryCodeEntry/DeliveryCodeEntry.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Modal, ModalClose } from '../Modal/Modal.tsx';
import { SlideToConfirm, type Vibrate } from '../SlideToConfirm/SlideToConfirm.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ShipmentDetail.css.ts';

/** Decision: texts of the stack's ordering and of the address list, which the spec describes without wording. */
export const shipmentDetailTexts = {
  addresses: 'Direcciones',
  /** The drop-off the rider goes to next. */
  current: 'Próxima entrega',
  /** Moves a drop-off of a stack to the current position. */
  chooseCurrent: 'Entregar este primero',
  /** A return shipment goes back to the venue after the delivery (the step label's words). */
  returnShipment: shipmentMessages.stepLabels.RETURNED,
  /** The confirmation before a cancel (the spec names the cancel buttons, not a confirmation). */
  cancelConfirm: {
    title: { simple: '¿Cancelar el envío en curso?', stack: '¿Cancelar la multientrega?' },
    description: {
      simple: 'El envío dejará de estar a tu cargo. No se puede deshacer.',
      stack: 'Los envíos que aún no entregaste dejarán de estar a tu cargo. No se puede deshacer.',
    },
    back: 'Volver',
    confirm: 'Sí, cancelar',
  },
} as const;

export interface ShipmentDetailCustomer {
  readonly name?: string | null;
  readonly phone?: string | null;
}

/** One drop-off: the shipment of a simple detail, or each shipment of a stack. */
export interface ShipmentDetailDrop {
  readonly id: string;
  readonly status: string;
  readonly stackingOrder: number;
  readonly returnShipment?: boolean;
  readonly address: string;
  /** The drop-off's own order code, shown in a stack. */
  readonly code?: string;
  readonly customer?: ShipmentDetailCustomer | null;
  /** The delivery code's guard, as the server reports it to the holding rider. */
  readonly deliveryCode?: DeliveryCodeGuard | null;
}

export interface ShipmentDetailProps {
  readonly type: ShipmentType;
  /** The shipment's or the stack's id. */
  readonly id: string;
  readonly code: string;
  readonly date: Date | string | number;
  readonly timeZone?: string;
  /** The shipment's status (a stack's own status for a stack). */
  readonly status: string;
  /** The rider holding the shipment, as the server reports it. */
  readonly holder?: { readonly id?: string | null } | null;
  /** The signed-in rider. */
  readonly riderId: string;
  /** The last update answered EXPIRED_BY_OTHER. Lost shipments (`isLostByRider`) read the same. */
  readonly expiredByOther?: boolean;
  /** The venue: address A. */
  readonly pickupAddress: string;
  /** The drop-offs: B, C… in stack order. One for a simple shipment. */
  readonly drops: readonly ShipmentDetailDrop[];
  /** 'Ver en mapa' (a maps link built by the app); hidden without one. */
  readonly mapHref?: string | null;
  /** 'Ver envíos'. */
  readonly listHref: string;
  readonly loading?: boolean;
  /** 'Hubo un error buscando el envío, …'. */
  readonly error?: string | null;
  readonly refreshing?: boolean;
  readonly onRefresh: () => void;
  readonly canceling?: boolean;
  readonly onCancel: () => void;
  /** Stack: move a drop-off to the current position (the app applies `chooseStackShipment`). */
  readonly onChooseCurrent?: (shipmentId: string) => void;
  /** The status update is running. */
  readonly updating?: boolean;
  /**
   * The slider confirmed the next step (`nextShipmentStep` or `nextStackStep`); a delivery
   * carries the code the rider typed.
   */
  readonly onStep: (step: RiderStep | StackStep, securityCode?: string) => void;
  /** The server refused the last delivery code. */
  readonly deliveryCodeError?: string | null;
  readonly vibrate?: Vibrate;
}

const isOpen = (status: string) => !isDeliveredShipmentStatus(status) && !isCanceledShipmentStatus(status);

/**
 * The rider's shipment detail, simple or stack: header, lettered addresses, 'Ver en mapa', the
 * customer card 'Recibe', the slider for the next step, cancel, 'Ver envíos' and refresh. Which
 * of these show is the domain's call.
 */
export function ShipmentDetail(props: ShipmentDetailProps) {
  const { type, listHref, loading = false, error, refreshing = false, onRefresh } = props;
  const titleId = useId();
  const refresh = (
    <IconButton
      label={trackingMessages.refresh}
      icon="↻"
      onClick={onRefresh}
      disabled={refreshing || loading}
      aria-busy={refreshing || undefined}
    />
  );
  const seeShipments = (
    <Button asChild tone="ghost" fullWidth>
      <a href={listHref}>{shipmentMessages.seeShipments}</a>
    </Button>
  );
  if (loading || error) {
    return (
      <section
        className={styles.root}
        aria-labelledby={titleId}
        data-slot="shipment-detail"
        data-state={loading ? 'loading' : 'error'}
        data-type={type}
      >
        <div className={styles.header}>
          <Text as="h1" id={titleId} size="xl" weight="bold">
            {shipmentMessages.listTitle}
          </Text>
          {refresh}
        </div>
        <div className={styles.centered}>
          {loading ? (
            <Spinner />
          ) : (
            <Text role="alert" tone="danger" weight="medium" align="center">
              {error}
            </Text>
          )}
        </div>
        {seeShipments}
      </section>
    );
  }
  return <LoadedDetail {...props} titleId={titleId} refresh={refresh} seeShipments={seeShipments} />;
}

function LoadedDetail({
  type,
  id,
  code,
  date,
  timeZone,
  status,
  holder,
  riderId,
  expiredByOther = false,
  pickupAddress,
  drops,
  mapHref,
  canceling = false,
  onCancel,
  onChooseCurrent,
  updating = false,
  onStep,
  deliveryCodeError,
  vibrate,
  titleId,
  refresh,
  seeShipments,
}: ShipmentDetailProps & { titleId: string; refresh: ReactNode; seeShipments: ReactNode }) {
  const held = { status, rider: holder };
  const expired = expiredByOther || isLostByRider(held, riderId);
  const sorted = type === 'stack' ? sortStackShipments(drops) : drops;
  const current = type === 'stack' ? currentStackShipment(drops) : drops[0];
  const step: RiderStep | StackStep | null = expired
    ? null
    : type === 'stack'
      ? nextStackStep({ id, status, shipments: drops })
      : drops[0]
        ? nextShipmentStep({ status, returnShipment: drops[0].returnShipment ?? false })
        : null;
  const showCancel = !expired && isCancelableShipmentStatus(status);
  const customer = !expired && showsCustomerDetails(held, riderId) ? current?.customer : null;
  const { time, date: day } = trackingDateTime(date, timeZone);
  const [pickup, ...dropStops] = withAddressLetters([pickupAddress, ...sorted.map((drop) => drop.address)]);
  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      data-slot="shipment-detail"
      data-state={expired ? 'expired' : 'loaded'}
      data-type={type}
    >
      <div className={styles.header}>
        <Stack gap="xs">
          <Text as="h1" id={titleId} size="xl" weight="bold">
            {orderTextMessages.code} {code}
          </Text>
          <Text size="sm" tone="description">
            {day} · {time}
          </Text>
          {/* A polite live region: after a slide, the badge's new words ('En el local') are read once,
              so a rider on a screen reader hears what the slider did. */}
          <div className={styles.badges} role="status" data-slot="shipment-detail-status">
            {expired ? (
              <Badge tone="danger">{shipmentMessages.expiredByOther}</Badge>
            ) : (
              <Badge tone="neutral">{shipmentStatusLabel(status)}</Badge>
            )}
          </div>
        </Stack>
        {refresh}
      </div>

      <ol className={styles.stops} aria-label={shipmentDetailTexts.addresses}>
        {pickup && (
          <li className={styles.stop} data-slot="shipment-stop">
            <span className={styles.letter}>{pickup.letter}</span>
            <VisuallyHidden>: </VisuallyHidden>
            <div className={styles.stopBody}>
              <Text as="span">{pickup.address}</Text>
            </div>
          </li>
        )}
        {sorted.map((drop, index) => {
          const isCurrent = type === 'stack' && drop === current;
          const canChoose = type === 'stack' && !expired && !isCurrent && isOpen(drop.status) && onChooseCurrent;
          return (
            <li
              key={drop.id}
              className={styles.stop}
              data-slot="shipment-stop"
              data-state={isOpen(drop.status) ? 'open' : 'done'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={styles.letter}>{dropStops[index]?.letter}</span>
              <VisuallyHidden>: </VisuallyHidden>
              <div className={styles.stopBody}>
                <Text as="span">{drop.address}</Text>
                {(type === 'stack' || drop.returnShipment) && (
                  <div className={styles.badges}>
                    {type === 'stack' && drop.code && (
                      <Text as="span" size="sm" weight="bold">
                        {orderTextMessages.code} {drop.code}
                      </Text>
                    )}
                    {type === 'stack' && <Badge tone="neutral">{shipmentStatusLabel(drop.status)}</Badge>}
                    {isCurrent && <Badge tone="main">{shipmentDetailTexts.current}</Badge>}
                    {drop.returnShipment && <Badge tone="warning">{shipmentDetailTexts.returnShipment}</Badge>}
                  </div>
                )}
                {canChoose && (
                  <div>
                    <Button
                      tone="bordered"
                      // Several of these buttons sit in a stack: the name says which drop-off it moves.
                      aria-label={`${shipmentDetailTexts.chooseCurrent}: ${drop.address}`}
                      onClick={() => onChooseCurrent(drop.id)}
                    >
                      {shipmentDetailTexts.chooseCurrent}
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>

      {mapHref && (
        <Button asChild tone="bordered" fullWidth>
          <a href={mapHref} target="_blank" rel="noopener noreferrer">
            {shipmentMessages.seeOnMap}
          </a>
        </Button>
      )}

      {customer && (
        <Card as="section" aria-labelledby={`${titleId}-customer`} data-slot="shipment-customer">
          <Stack gap="sm">
            <Text as="h2" id={`${titleId}-customer`} size="lg" weight="bold">
              {shipmentMessages.customerCard}
            </Text>
            <dl className={styles.facts}>
              <dt className={styles.term}>{shipmentMessages.customerName}</dt>
              <dd className={styles.definition}>{customer.name?.trim() || trackingMessages.missingValue}</dd>
              <dt className={styles.term}>{shipmentMessages.customerPhone}</dt>
              <dd className={styles.definition}>
                {customer.phone?.trim() ? (
                  <a
                    className={styles.phoneLink}
                    href={whatsAppLink(customer.phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {customer.phone}
                  </a>
                ) : (
                  trackingMessages.missingValue
                )}
              </dd>
            </dl>
          </Stack>
        </Card>
      )}

      {step && (
        <NextStep
          key={`${current?.id}-${step.next}`}
          step={step}
          guard={guardOf(current)}
          error={deliveryCodeError ?? null}
          updating={updating}
          onStep={onStep}
          vibrate={vibrate}
        />
      )}

      {showCancel && <CancelButton type={type} canceling={canceling} onCancel={onCancel} />}
      {seeShipments}
    </section>
  );
}

/** Without a guard from the server (an older answer), the code is asked for with every attempt left. */
const guardOf = (drop: ShipmentDetailDrop | undefined): DeliveryCodeGuard =>
  drop?.deliveryCode ?? deliveryCodeGuard(0, false);

/**
 * The slider for the next step; at a drop-off, first the customer's delivery code: the slider
 * waits for its four digits, and is gone once the attempts are used up.
 */
function NextStep({
  step,
  guard,
  error,
  updating,
  onStep,
  vibrate,
}: {
  readonly step: RiderStep | StackStep;
  readonly guard: DeliveryCodeGuard;
  readonly error: string | null;
  readonly updating: boolean;
  readonly onStep: ShipmentDetailProps['onStep'];
  readonly vibrate: Vibrate | undefined;
}) {
  const [code, setCode] = useState('');
  const slider = (disabled: boolean, securityCode?: string) => (
    <SlideToConfirm
      label={step.label}
      onConfirm={() => (securityCode === undefined ? onStep(step) : onStep(step, securityCode))}
      loading={updating}
      disabled={disabled}
      vibrate={vibrate}
    />
  );
  if (step.next !== 'DELIVERED') return slider(false);
  const state = deliveryCodeEntryState(guard);
  return (
    <>
      <DeliveryCodeEntry state={state} value={code} onChange={setCode} error={error} disabled={updating} />
      {state === 'waived' && slider(false)}
      {state === 'entry' && slider(code.length !== 4, code)}
    </>
  );
}

/** 'Cancelar envío en curso' / 'Cancelar multientrega', asked once more in a modal before `onCancel`. */
function CancelButton({
  type,
  canceling,
  onCancel,
}: {
  readonly type: ShipmentType;
  readonly canceling: boolean;
  readonly onCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  const texts = shipmentDetailTexts.cancelConfirm;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={texts.title[type]}
      description={texts.description[type]}
      trigger={
        <Button tone="danger" fullWidth loading={canceling}>
          {cancelButtonLabel(type)}
        </Button>
      }
      footer={
        <>
          <ModalClose asChild>
            <Button tone="bordered">{texts.back}</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button tone="danger" onClick={onCancel}>
              {texts.confirm}
            </Button>
          </ModalClose>
        </>
      }
    />
  );
}
