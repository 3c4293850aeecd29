/** /menu/{alias}/preview: the cart page of a branch contact. */
import { useParams } from '@comanda/ui';
import { BranchScope } from '../../branch/BranchScope.tsx';
import { CartScreen } from './CartScreen.tsx';

export function CartRoute() {
  const { alias = '' } = useParams();
  return (
    <BranchScope alias={alias}>
      <CartScreen />
    </BranchScope>
  );
}
