/**
 * /menu/{alias}/checkout — 'Confirmación del pedido' (diner §2): the branch scope, then the
 * cart's order mode; an empty cart or a mode that takes no orders gets a status screen.
 */
import { checkoutModeOf, orderMessages } from '@comanda/domain/order';
import { StatusScreen, useDocumentTitle, useParams } from '@comanda/ui';
import { BranchScope, useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';
import { checkoutTexts } from './checkout-texts.ts';

function CheckoutRoute() {
  const { alias, contact } = useBranchScope();
  const { cart } = useCart(alias);
  const mode = checkoutModeOf(contact.deliveryConfig.orderModes, cart.mode);

  useDocumentTitle(checkoutTexts.pageTitle(contact.name));

  if (!mode) {
    return (
      <StatusScreen
        icon="unavailable"
        title={checkoutTexts.ordersDisabled}
        action={{ label: orderMessages.cart.backToMenu, href: `/menu/${alias}` }}
      />
    );
  }
  return <CheckoutScreen key={mode.id} mode={mode} />;
}

export function CheckoutPage() {
  const { alias = '' } = useParams();
  return (
    <BranchScope alias={alias}>
      <CheckoutRoute />
    </BranchScope>
  );
}
