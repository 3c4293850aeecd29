/**
 * The menu's delivery part of the info table: where the order goes (the address control) and
 * what delivery costs there (fee, minimum, free delivery, a zone's problem). Loaded apart from
 * the menu, which shows the table without them meanwhile: a quote needs a fetch anyway, and
 * the address control's code (the location's rules, the modal's loader) is not part of the
 * menu's first load (docs/performance.md).
 */
import { useMenuCustomizations } from '@comanda/api/react';
import { locationMessages } from '@comanda/domain/location';
import { addressInputModeFor, complexAddressBranchContactIds } from '@comanda/domain/validation';
import { InfoTable, type InfoTableProps, useLocation } from '@comanda/ui';
import { asksForLocation, DinerAddressControl } from '../../address/DinerAddressControl.tsx';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useDeliveryInfo } from './delivery-info.ts';

export interface MenuDeliveryProps {
  /** The table as the menu draws it without a quote: delay, items total, take-away name… */
  readonly table: InfoTableProps;
}

export function MenuDelivery({ table }: MenuDeliveryProps) {
  const { branch, contact, country } = useBranchScope();
  const isDelivery = table.kind === 'delivery';
  const delivery = useDeliveryInfo(contact, isDelivery);
  const { customizations } = useMenuCustomizations({ params: { branchId: branch.id } });
  const { state } = useLocation();
  return (
    <>
      {isDelivery && (
        <DinerAddressControl
          country={country}
          near={contact.position}
          emptyText={locationMessages.destination.askForFees}
          inputMode={addressInputModeFor(contact.id, complexAddressBranchContactIds(customizations ?? []))}
          betweenStreetsRequired={contact.deliveryConfig.betweenStreetsRequired}
          askOnEntry={asksForLocation(state)}
        />
      )}
      <InfoTable
        {...table}
        deliveryFee={delivery.fee}
        deliveryFeeLoading={delivery.loading}
        minimum={delivery.minimum}
        freeDeliveryFrom={delivery.freeDeliveryFrom}
        zoneProblem={isDelivery ? delivery.zoneProblem : null}
      />
    </>
  );
}
