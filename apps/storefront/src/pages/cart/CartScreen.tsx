/**
 * The cart page (follow-up §2 "Cart page", §5): the lines, 'Te recomendamos' from the menu's
 * upselleds, the minimum / free-delivery progress, 'Agregar más productos', 'Continuar' to the
 * checkout and, when empty, 'Volver al Menú'. For delivery: where it goes (the address control)
 * and, from the zone of that address (`useDeliveryInfo`), the fee, the minimum and the progress
 * towards free delivery; without an address they are unknown and the control says so.
 */
import { useMenuCustomizations } from '@comanda/api/react';
import { quantitiesByReferenceId } from '@comanda/domain/cart';
import type { Plate } from '@comanda/domain/catalog';
import { locationMessages } from '@comanda/domain/location';
import { orderingStatus } from '@comanda/domain/schedule';
import { addressInputModeFor, complexAddressBranchContactIds, notesLimits } from '@comanda/domain/validation';
import { CartPage, InfoTable, PageLayout, PlateDetail, useDocumentTitle, useNow } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { DinerAddressControl } from '../../address/DinerAddressControl.tsx';
import { trackEvent } from '../../analytics/analytics.ts';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useStorePhoneCountry } from '../../branch/store-phone-country.ts';
import { useCart } from '../../state/cart-store.ts';
import { useDeliveryInfo } from '../menu/delivery-info.ts';
import { menuPaths, useFollowLink } from '../menu/links.ts';
import { useAddToCart } from '../menu/MenuScreen.tsx';
import { cartTotals } from '../menu/totals.ts';
import { useMenuData } from '../menu/useMenuData.ts';
import { useOrderMode } from '../menu/useOrderMode.ts';

export function CartScreen() {
  const { alias, branch, contact, country, timeZone } = useBranchScope();
  const followLink = useFollowLink();
  const { mode, modes } = useOrderMode();
  const data = useMenuData(alias, mode);
  const { cart, changeQuantity, remove } = useCart(alias);
  const addToCart = useAddToCart(alias);
  const delivery = useDeliveryInfo(contact, mode?.type === 'DELIVERY');
  const { customizations } = useMenuCustomizations({ params: { branchId: branch.id } });
  const [lineMessage, setLineMessage] = useState<{ index: number; message: string } | null>(null);
  const [detail, setDetail] = useState<{ plate: Plate; open: boolean } | null>(null);
  const now = useNow();
  // Read here, the store's phone country is in when 'Continuar' opens the checkout, whose phone starts there.
  useStorePhoneCountry();

  useDocumentTitle(`Mi pedido · ${contact.name}`);
  useEffect(() => trackEvent('VIEW_ORDER_SUMMARY'), []);

  const status = orderingStatus({ mode, workingDays: contact.deliveryConfig.workingDays, now, timeZone });
  const totals = cartTotals(cart.items, data.plates, country);
  const menuHref = mode ? menuPaths.mode(alias, mode.type) : menuPaths.menu(alias);
  const imageOf = (fileId: string | undefined) => (fileId ? data.plateImages.get(fileId) : undefined);

  return (
    // The ui components render plain links; a click on one inside the app is routed, not reloaded.
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of link clicks, each link stays keyboard-operable.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click.
    <div onClick={followLink}>
      <PageLayout>
        <CartPage
          items={cart.items}
          linePrices={totals.linePrices}
          lineMessage={lineMessage}
          itemsTotal={totals.itemsTotal}
          mode={mode?.type ?? null}
          minimum={delivery.minimum}
          freeDeliveryFrom={delivery.freeDeliveryFrom}
          orderingEnabled={status.canOrderNow || status.canSchedule}
          country={country}
          recommendations={data.upselleds.map((plate) => {
            const imageUrl = imageOf(plate.imageFileId);
            return {
              plate,
              categoryShowName: data.categoryNames.get(plate.categoryId) ?? '',
              ...(imageUrl ? { imageUrl } : {}),
            };
          })}
          onQuantityChange={(index, quantity) => {
            const result = changeQuantity(index, quantity);
            setLineMessage(result.ok ? null : { index, message: result.message });
          }}
          onRemove={(index) => {
            const removed = cart.items[index];
            remove(index);
            if (removed) trackEvent('DELETE_ITEM', { lines: [removed] });
            setLineMessage(null);
          }}
          onAddRecommendation={(item) => void addToCart(item)}
          onOpenRecommendation={(plate) => setDetail({ plate, open: true })}
          addMore={{ href: menuHref }}
          continueTo={{
            href: menuPaths.checkout(alias),
            onSelect: () => trackEvent('CONTINUE_TO_CHECKOUT', { lines: cart.items, total: totals.itemsTotal }),
          }}
          backToMenu={{ href: menuHref }}
          delivery={
            mode?.type === 'DELIVERY' && (
              <>
                <DinerAddressControl
                  country={country}
                  near={contact.position}
                  emptyText={locationMessages.destination.askForFees}
                  inputMode={addressInputModeFor(contact.id, complexAddressBranchContactIds(customizations ?? []))}
                  betweenStreetsRequired={contact.deliveryConfig.betweenStreetsRequired}
                />
                {/* Free delivery is the progress message's: the table shows the fee and the minimum. */}
                <InfoTable
                  kind="delivery"
                  deliveryFee={delivery.fee}
                  deliveryFeeLoading={delivery.loading}
                  minimum={delivery.minimum}
                  country={country}
                  zoneProblem={delivery.zoneProblem}
                  takeAwayName={modes.find((m) => m.type === 'TAKE_AWAY')?.showName ?? null}
                />
              </>
            )
          }
        />
      </PageLayout>
      {detail && (
        <PlateDetail
          key={detail.plate.id}
          plate={detail.plate}
          categoryShowName={data.categoryNames.get(detail.plate.categoryId) ?? ''}
          variant="modal"
          source="upselled"
          {...(imageOf(data.plates.get(detail.plate.id)?.imageFileId)
            ? { imageUrl: imageOf(data.plates.get(detail.plate.id)?.imageFileId) as string }
            : {})}
          country={country}
          quantityInCart={quantitiesByReferenceId(cart.items).get(detail.plate.id) ?? 0}
          itemNotesLimit={notesLimits(customizations).item}
          open={detail.open}
          onOpenChange={(open) => setDetail(open ? detail : { ...detail, open: false })}
          onAdd={(item) => void addToCart(item)}
        />
      )}
    </div>
  );
}
