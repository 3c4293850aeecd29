import { useParams } from '@comanda/ui';
import { BranchScope } from '../../branch/BranchScope.tsx';
import { OrderFollowUp } from './OrderFollowUp.tsx';

/** /menu/:alias/order/:orderCode — the order follow-up page (follow-up §2). */
export function OrderPage() {
  const { alias = '', orderCode = '' } = useParams();
  return (
    <BranchScope alias={alias}>
      <OrderFollowUp key={orderCode} orderCode={orderCode} />
    </BranchScope>
  );
}
