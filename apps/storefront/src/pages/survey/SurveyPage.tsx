import { useParams } from '@comanda/ui';
import { BranchScope } from '../../branch/BranchScope.tsx';
import { SurveyScreen } from './SurveyScreen.tsx';

/** /encuesta/:alias/:orderCode — the satisfaction survey of an order (follow-up §2). */
export function SurveyPage() {
  const { alias = '', orderCode = '' } = useParams();
  return (
    <BranchScope alias={alias}>
      <SurveyScreen key={orderCode} orderCode={orderCode} />
    </BranchScope>
  );
}
