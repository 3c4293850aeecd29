import { describe, expect, it } from 'vitest';
import { estimateEta, formatEtaRange, haversineKm, pathKm, shipmentEta } from './eta.ts';
import {
  applyTrackingPush,
  liveUpdatesEnabled,
  shouldPollTracking,
  shouldSubscribeToTracking,
  TRACKING_SUBSCRIPTION_DELAY_MS,
  trackingChannelName,
  trackingDataTransition,
} from './live.ts';
import {
  DEFAULT_MAP_CENTER,
  MAP_CENTER_OFFSET_BASE,
  MAP_FIT_PADDING_PX,
  MAP_INITIAL_ZOOM,
  MARKER_ICON_SIZE,
  type MapMarker,
  mapCenter,
  mapCenterOffset,
  mapFitPadding,
  toPosition,
  trackingMarkers,
} from './map.ts';
import { trackingMessages } from './messages.ts';
import {
  etaText,
  isValidDeliveryCode,
  riderContactLinks,
  shouldOpenDeliveryCodeModal,
  trackingDateTime,
  trackingRiderView,
  trackingStatusBadge,
  trackingTitle,
} from './view.ts';

const branch = { lat: -34.6, lng: -58.4 };
const destination = { lat: -34.62, lng: -58.44 };
const rider = { lat: -34.61, lng: -58.42 };

describe('markers', () => {
  it('has the spec constants', () => {
    expect(MARKER_ICON_SIZE).toEqual([36, 36]);
    expect(MAP_INITIAL_ZOOM).toBe(5);
  });

  it.each([
    ['ON_ROUTE_TO_DROPOFF', ['rider', 'branch', 'destination']],
    ['ON_ROUTE_TO_PICKUP', ['rider', 'branch', 'destination']],
    ['IN_STORE', ['rider', 'branch', 'destination']],
    ['LOOKING_FOR_DRIVER', ['branch', 'destination']],
    ['DELIVERED', ['branch', 'destination']],
    [undefined, ['branch', 'destination']],
  ])('status %s shows %j', (status, types) => {
    expect(trackingMarkers({ status, rider, branch, destination }).map((m) => m.type)).toEqual(types);
  });

  it.each([
    [{ lat: 0, lng: -58 }, null],
    [{ lat: -34, lng: 0 }, null],
    [{ lat: null, lng: -58 }, null],
    [{ lat: -34 }, null],
    [{ lat: 'abc', lng: -58 }, null],
    [{ lat: 91, lng: -58 }, null],
    [{ lat: -34, lng: 181 }, null],
    [null, null],
    [undefined, null],
    [
      { lat: '-34.5', lng: '-58.1' },
      { lat: -34.5, lng: -58.1 },
    ],
    [
      { lat: -34.5, lng: -58.1 },
      { lat: -34.5, lng: -58.1 },
    ],
  ])('position %j → %j', (raw, expected) => expect(toPosition(raw)).toEqual(expected));

  it('drops missing and zero positions', () => {
    const markers = trackingMarkers({ status: 'IN_STORE', rider: { lat: 0, lng: 0 }, branch, destination: {} });
    expect(markers).toEqual([{ type: 'branch', position: branch }]);
  });
});

describe('map centre', () => {
  it.each([
    [3, MAP_CENTER_OFFSET_BASE],
    [6, MAP_CENTER_OFFSET_BASE],
    [7, MAP_CENTER_OFFSET_BASE * 128],
    [10, MAP_CENTER_OFFSET_BASE * 16],
    [14, MAP_CENTER_OFFSET_BASE],
    [16, MAP_CENTER_OFFSET_BASE / 4],
  ])('offset at zoom %i is %f', (zoom, offset) => expect(mapCenterOffset(zoom)).toBeCloseTo(offset, 12));

  it('fits the markers between the overlay panels, with padding', () => {
    expect(mapFitPadding(800, { top: 300, bottom: 120 })).toEqual({
      top: 300 + MAP_FIT_PADDING_PX,
      bottom: 120 + MAP_FIT_PADDING_PX,
    });
  });

  it('ignores panels that leave no room for a marker', () => {
    expect(mapFitPadding(500, { top: 300, bottom: 120 })).toEqual({
      top: MAP_FIT_PADDING_PX,
      bottom: MAP_FIT_PADDING_PX,
    });
  });

  it('centres on the rider when present', () => {
    const markers = trackingMarkers({ status: 'ON_ROUTE_TO_DROPOFF', rider, branch, destination });
    expect(mapCenter(markers, 14)).toEqual(rider);
  });

  it('otherwise averages the markers and moves north', () => {
    const markers: MapMarker[] = [
      { type: 'branch', position: branch },
      { type: 'destination', position: destination },
    ];
    const centre = mapCenter(markers, 14);
    expect(centre.lat).toBeCloseTo(-34.61 + MAP_CENTER_OFFSET_BASE, 10);
    expect(centre.lng).toBeCloseTo(-58.42, 10);
    expect(mapCenter(markers).lat).toBeCloseTo(-34.61 + MAP_CENTER_OFFSET_BASE, 10);
    expect(mapCenter(markers, 10).lat).toBeGreaterThan(centre.lat);
  });

  it('caps at the pole and defaults without markers', () => {
    expect(mapCenter([{ type: 'branch', position: { lat: 90, lng: 1 } }], 7).lat).toBe(90);
    expect(mapCenter([])).toEqual(DEFAULT_MAP_CENTER);
  });
});

describe('ETA model', () => {
  it('measures great-circle distances', () => {
    // Buenos Aires Obelisco to Córdoba city centre: about 646 km.
    expect(haversineKm({ lat: -34.6037, lng: -58.3816 }, { lat: -31.4201, lng: -64.1888 })).toBeCloseTo(646, -1);
    expect(haversineKm(branch, branch)).toBe(0);
    expect(pathKm([branch])).toBe(0);
    expect(pathKm([branch, destination, branch])).toBeCloseTo(2 * haversineKm(branch, destination), 10);
  });

  it.each([
    // 10 km straight → 13 km at 20 km/h = 39 min
    [10, 0, 39, 49],
    [10, 5, 44, 54],
    [0, 0, 1, 11],
  ])('%i km (+%i min) → %i–%i min', (km, extra, min, max) => {
    const to = { lat: -34.6 + km / 111.195, lng: -58.4 };
    const eta = estimateEta([branch, to], extra);
    expect(eta.distanceKm).toBeCloseTo(km, 2);
    expect(eta.minEtaMinutes).toBe(min);
    expect(eta.maxEtaMinutes).toBe(max);
  });

  it.each([
    ['ON_ROUTE_TO_PICKUP', { rider, branch, destination }, true],
    ['ON_ROUTE_TO_PICKUP', { rider: null, branch, destination }, false],
    ['IN_STORE', { rider: null, branch, destination }, true],
    ['IN_STORE', { rider, branch: null, destination }, true],
    ['IN_STORE', { rider: null, branch: null, destination }, false],
    ['ON_ROUTE_TO_DROPOFF', { rider, branch, destination }, true],
    ['ON_ROUTE_TO_DROPOFF', { rider: null, branch, destination }, false],
    ['ON_ROUTE_TO_DROPOFF', { rider, branch, destination: null }, false],
    ['DELIVERED', { rider, branch, destination }, false],
  ])('%s with %j → estimate %s', (status, points, has) => {
    expect(shipmentEta({ status, ...points }) !== null).toBe(has);
  });

  it('routes through the venue before the pick-up', () => {
    const before = shipmentEta({ status: 'ON_ROUTE_TO_PICKUP', rider, branch, destination });
    const after = shipmentEta({ status: 'ON_ROUTE_TO_DROPOFF', rider, branch, destination });
    expect(before?.distanceKm).toBeCloseTo(haversineKm(rider, branch) + haversineKm(branch, destination), 10);
    expect(after?.distanceKm).toBeCloseTo(haversineKm(rider, destination), 10);
  });

  it.each([
    [10, 20, '10-20 min'],
    [20, 10, '10-20 min'],
    [15, 15, '15 min'],
    [15, null, '15 min'],
    [null, 25, '25 min'],
    [12.4, 22.6, '12-23 min'],
    [null, null, null],
    [undefined, Number.NaN, null],
  ])('formats %s–%s as %s', (min, max, text) => expect(formatEtaRange(min, max)).toBe(text));
});

describe('tracking view', () => {
  it.each([
    ['ON_ROUTE_TO_DROPOFF', '20-30 min', 'Entrega estimada: 20-30 min'],
    ['ON_ROUTE_TO_DROPOFF', '  ', null],
    ['ON_ROUTE_TO_DROPOFF', null, null],
    ['IN_STORE', '20-30 min', null],
    [null, '20-30 min', null],
  ])('ETA for %s and %s → %s', (status, eta, text) => expect(etaText(status, eta)).toBe(text));

  it.each([
    [{ name: 'Ana', phone: '+54 9 11 2345-6789' }, 'Ana', true, 'https://wa.me/5491123456789', 'tel:+5491123456789'],
    [{ name: 'Ana', phone: '' }, 'Ana', false, '#', '#'],
    [{ name: '', phone: '1123456789' }, 'Sin repartidor', false, 'https://wa.me/1123456789', 'tel:1123456789'],
    [null, 'Sin repartidor', false, '#', '#'],
  ])('rider %j', (input, name, showBlock, whatsappHref, callHref) => {
    expect(trackingRiderView(input)).toEqual({ name, showBlock, whatsappHref, callHref });
  });

  it('links with # when there is no phone', () => {
    expect(riderContactLinks(undefined)).toEqual({ whatsappHref: '#', callHref: '#' });
  });

  it.each([
    ['A1B2', 'Pedido A1B2'],
    ['', 'Pedido —'],
    [null, 'Pedido —'],
    [undefined, 'Pedido —'],
  ])('title for %s', (code, title) => expect(trackingTitle(code)).toBe(title));

  it('formats time with hs and date in the branch zone', () => {
    expect(trackingDateTime('2025-03-10T23:30:00Z')).toEqual({ time: '20:30 hs', date: '10/03/2025' });
    expect(trackingDateTime(new Date('2025-03-10T23:30:00Z'), 'UTC')).toEqual({ time: '23:30 hs', date: '10/03/2025' });
    expect(trackingDateTime(null)).toEqual({ time: '—', date: '—' });
    expect(trackingDateTime('garbage')).toEqual({ time: '—', date: '—' });
    expect(trackingMessages.time('21:30')).toBe('21:30 hs');
  });

  it.each([
    ['1234', true],
    [' 1234 ', true],
    [4321, true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('security code %j valid: %s', (code, valid) => {
    expect(isValidDeliveryCode(code)).toBe(valid);
    expect(shouldOpenDeliveryCodeModal(code, false)).toBe(valid);
    expect(shouldOpenDeliveryCodeModal(code, true)).toBe(false);
  });

  it('keeps the modal texts word for word', () => {
    expect(trackingMessages.securityCodeTitle).toBe('Clave de entrega');
    expect(trackingMessages.shareSecurityCode('1234')).toBe('Comparte la clave 1234');
    expect(trackingMessages.noRider).toBe('Sin repartidor');
    expect(trackingMessages.refresh).toBe('Actualizar');
    expect(trackingMessages.securityCodeModalHint).toBe(
      'El repartidor confirmará la entrega del pedido con la clave de entrega. ¡Espera a recibir el pedido para compartirla!',
    );
    expect(trackingMessages.securityCodeSection).toBe('El repartidor te solicitará esta clave al entregar el pedido');
  });

  it.each([
    ['ON_ROUTE_TO_DROPOFF', 'En camino', 'info'],
    ['DELIVERED', 'Entregado', 'success'],
    ['DRIVER_CANCELED', 'Envío cancelado', 'danger'],
    ['SOMEONE_CANCELED', 'Envío cancelado', 'danger'],
    ['MYSTERY', 'Preparando envío', 'neutral'],
    [null, 'Preparando envío', 'neutral'],
  ])('badge for %s', (status, label, tone) => expect(trackingStatusBadge(status)).toEqual({ label, tone }));

  it.each(['DRIVER_CANCELED', 'LOOKING_FOR_DRIVER', null])('a canceled order reads as such over %s', (status) =>
    expect(trackingStatusBadge(status, true)).toEqual({ label: 'Pedido cancelado', tone: 'danger' }),
  );
});

describe('live tracking', () => {
  it.each([
    ['idle', 'FETCH_SUCCEEDED', 'loaded'],
    ['idle', 'FETCH_FAILED', 'idle'],
    ['idle', 'REFRESH', 'idle'],
    ['loaded', 'REFRESH', 'idle'],
    ['loaded', 'FETCH_SUCCEEDED', 'loaded'],
    ['loaded', 'FETCH_FAILED', 'loaded'],
  ] as const)('%s --%s--> %s', (state, event, next) => expect(trackingDataTransition(state, event)).toBe(next));

  it.each([
    [false, 'connected', true],
    [true, 'failed', false],
    [true, 'disconnected', false],
    [true, 'unavailable', false],
    [true, 'connecting', true],
    [false, 'initialized', false],
  ])('flag %s on %s → %s', (current, connection, next) => expect(liveUpdatesEnabled(current, connection)).toBe(next));

  it.each([
    ['loaded', true, 7, true, false],
    ['loaded', false, 7, false, true],
    ['idle', true, 7, false, false],
    ['loaded', true, '', false, false],
    ['loaded', true, undefined, false, false],
  ] as const)('%s, live %s, id %s → subscribe %s, poll %s', (state, live, id, subscribe, poll) => {
    expect(shouldSubscribeToTracking(state, live, id)).toBe(subscribe);
    expect(shouldPollTracking(state, live)).toBe(poll);
  });

  it('names the channel and the delay', () => {
    expect(trackingChannelName(42)).toBe('tracking-42');
    expect(TRACKING_SUBSCRIPTION_DELAY_MS).toBe(1000);
  });
});

describe('a pushed tracking object (no delivery code)', () => {
  const read = { shipmentId: 's1', status: 'ON_ROUTE_TO_PICKUP', securityCode: '4821' };
  it.each([
    [
      'keeps the code it read for the same open shipment',
      read,
      { shipmentId: 's1', status: 'IN_STORE' },
      { shipmentId: 's1', status: 'IN_STORE', securityCode: '4821' },
      false,
    ],
    [
      'drops the code once the shipment is delivered',
      read,
      { shipmentId: 's1', status: 'DELIVERED' },
      { shipmentId: 's1', status: 'DELIVERED' },
      false,
    ],
    [
      'asks for a read when the order is on a new shipment',
      read,
      { shipmentId: 's2', status: 'LOOKING_FOR_DRIVER' },
      { shipmentId: 's2', status: 'LOOKING_FOR_DRIVER' },
      true,
    ],
    [
      'asks for a read before anything was read',
      null,
      { shipmentId: 's1', status: 'IN_STORE' },
      { shipmentId: 's1', status: 'IN_STORE' },
      true,
    ],
    [
      'needs no read of a closed new shipment',
      read,
      { shipmentId: 's2', status: 'DRIVER_CANCELED' },
      { shipmentId: 's2', status: 'DRIVER_CANCELED' },
      false,
    ],
  ] as const)('%s', (_name, known, pushed, tracking, needsRead) => {
    expect(applyTrackingPush<{ shipmentId: string; status: string; securityCode?: string }>(known, pushed)).toEqual({
      tracking,
      needsRead,
    });
  });
});
