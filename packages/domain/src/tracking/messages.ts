/**
 * User-facing Spanish texts of the customer tracking page, word for word from follow-up §2 and
 * §8, and its log lines.
 */
import type { ShipmentStatus } from '../shipments/status.ts';

/** Follow-up §8: logged when a live page's refresh fails (the page keeps what it shows). */
export const REFRESH_FAILED_LOG = 'Error al refrescar los datos:';

export const trackingMessages = {
  refresh: 'Actualizar',
  /** 'Pedido {code}'; a missing code is shown as `missingValue`. */
  title: (code: string) => `Pedido ${code}`,
  /** The time followed by 'hs'. */
  time: (time: string) => `${time} hs`,
  noRider: 'Sin repartidor',
  missingValue: '—',
  estimatedDelivery: (eta: string) => `Entrega estimada: ${eta}`,
  securityCodeTitle: 'Clave de entrega',
  securityCodeSection: 'El repartidor te solicitará esta clave al entregar el pedido',
  shareSecurityCode: (code: string) => `Comparte la clave ${code}`,
  securityCodeModalHint:
    'El repartidor confirmará la entrega del pedido con la clave de entrega. ¡Espera a recibir el pedido para compartirla!',
  continue: 'Continuar',
  /** Decision: the customer's status badge labels (the spec says only "a coloured status badge"). */
  statusLabels: {
    PENDING: 'Preparando envío',
    STACKING: 'Preparando envío',
    LOOKING_FOR_DRIVER: 'Buscando repartidor',
    ON_ROUTE_TO_PICKUP: 'Repartidor en camino al local',
    IN_STORE: 'Repartidor en el local',
    ON_ROUTE_TO_DROPOFF: 'En camino',
    DELIVERED: 'Entregado',
    DRIVER_CANCELED: 'Envío cancelado',
    RETURNED: 'Entregado',
  } satisfies Record<ShipmentStatus, string>,
  /** Decision: the badge of an order canceled by the venue (its shipment is withdrawn with it). */
  orderCanceled: 'Pedido cancelado',
  /** Logged, never shown (follow-up §8). */
  log: {
    refreshFailed: REFRESH_FAILED_LOG,
    connectionFailed: 'failed connection',
  },
} as const;

/** Decision: the map told in words (the spec shows only the map); apart, so pages without it leave it out. */
export const trackingRouteMessages = {
  heading: 'El recorrido',
  from: 'Sale de',
  to: 'Llega a',
  distance: 'Distancia',
  rider: 'Repartidor',
  riderAway: (distance: string) => `A ${distance} de tu dirección`,
  riderNear: 'A menos de 100 m de tu dirección',
  riderUnknown: 'Sin ubicación por ahora',
};
