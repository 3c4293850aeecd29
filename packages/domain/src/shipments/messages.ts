/**
 * User-facing Spanish texts of the shipments module (rider shipment screens), word for word from
 * follow-up §2, §4 and §8, plus the error code of a shipment lost to another rider. Internal
 * codes are raised and compared in code; a person only ever reads the Spanish text.
 */
import { isCanceledShipmentStatus, isShipmentStatus, type ShipmentStatus } from './status.ts';

export const SHIPMENT_ERROR_CODES = {
  EXPIRED_BY_OTHER: 'EXPIRED_BY_OTHER',
  DELIVERY_CODE_MISSING: 'DELIVERY_CODE_MISSING',
  DELIVERY_CODE_WRONG: 'DELIVERY_CODE_WRONG',
  DELIVERY_CODE_LOCKED: 'DELIVERY_CODE_LOCKED',
} as const;

export const shipmentMessages = {
  /**
   * Status labels the rider reads (detail header, list rows). Decision: the wording is ours; the
   * spec fixes only the button labels below.
   */
  statusLabels: {
    PENDING: 'Pendiente',
    STACKING: 'Armando multientrega',
    LOOKING_FOR_DRIVER: 'Buscando repartidor',
    ON_ROUTE_TO_PICKUP: 'En camino al local',
    IN_STORE: 'En el local',
    ON_ROUTE_TO_DROPOFF: 'En camino al cliente',
    DELIVERED: 'Entregado',
    DRIVER_CANCELED: 'Cancelado',
    RETURNED: 'Devuelto al local',
  },
  /** The slider's button label, by the status it moves the shipment to (follow-up §4 "Rider flow"). */
  stepLabels: {
    ON_ROUTE_TO_PICKUP: 'Aceptar envío',
    IN_STORE: 'En el local',
    ON_ROUTE_TO_DROPOFF: 'En camino al cliente',
    DELIVERED: 'Entregado',
    RETURNED: 'Regreso al local',
  },
  /** Decision: what a rider reads instead of the code 'EXPIRED_BY_OTHER'. */
  expiredByOther: 'Tomado por otro repartidor',
  forbidden: 'No tienes permisos para ver los envíos',
  accessDenied: 'Acceso denegado o link expirado',
  listFailed: 'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos',
  loadFailed: 'Hubo un error buscando el envío, vuelva a intentarlo en unos minutos',
  updateFailed: 'Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos',
  generic: 'Hubo un error, vuélvalo a intentar en unos minutos',
  empty: 'No hay envíos para entregar',
  listTitle: 'Envíos',
  seeOnMap: 'Ver en mapa',
  customerCard: 'Recibe',
  customerName: 'Nombre',
  customerPhone: 'Teléfono',
  cancelSimple: 'Cancelar envío en curso',
  cancelStack: 'Cancelar multientrega',
  seeShipments: 'Ver envíos',
} as const;

/** Decisions: why the server refuses a rider's shipment update or position report. */
export const shipmentRefusals = {
  idMismatch: 'El envío del cuerpo no coincide con el de la ruta',
  duplicate: 'Un envío aparece dos veces',
  noActive: 'No tienes envíos en curso',
} as const;

/** The rider's label for any wire value; an unknown code reads as pending, never as the raw code. */
export function shipmentStatusLabel(status: string | null | undefined): string {
  const labels: Readonly<Record<ShipmentStatus, string>> = shipmentMessages.statusLabels;
  if (isShipmentStatus(status)) return labels[status];
  return isCanceledShipmentStatus(status) ? labels.DRIVER_CANCELED : labels.PENDING;
}
