/**
 * The demo world in the contract's response shapes, for the MSW mocks (the server builds the
 * same shapes from its database; its tests check both against the schemas).
 */
import type { BranchContactOutput, MenuOutput } from '../schemas/catalog.ts';
import { type DemoBranchContact, demoBranchContacts, demoMenus } from './data.ts';

/** A stable stand-in for the server's content hash: the mocks only need equal menus to match. */
export const demoMenuHash = (menuId: keyof typeof demoMenus): string => `demo-${menuId}`;

export function demoBranchContactView(contact: DemoBranchContact, distance?: number): BranchContactOutput {
  const {
    ownFleet: _ownFleet,
    workingDays,
    betweenStreetsRequired,
    npsAvg,
    npsEnabled,
    orderModes,
    deliveryZones: _zones,
    ...rest
  } = contact;
  return {
    ...rest,
    ...(distance !== undefined ? { distance } : {}),
    deliveryConfig: {
      betweenStreetsRequired,
      workingDays,
      npsEnabled,
      ...(npsAvg !== undefined ? { npsAvg } : {}),
      orderModes: orderModes.map(
        ({ menuId: _m, userFee: _u, percentageUserFee: _p, generalDiscounts: _d, generalSurcharges: _s, ...mode }) =>
          mode,
      ),
    },
  };
}

export function demoMenuView(alias: string, orderModeId: string): MenuOutput | undefined {
  const mode = demoBranchContacts.find((bc) => bc.alias === alias)?.orderModes.find((m) => m.id === orderModeId);
  if (!mode) return undefined;
  return { ...demoMenus[mode.menuId], hash: demoMenuHash(mode.menuId) };
}
