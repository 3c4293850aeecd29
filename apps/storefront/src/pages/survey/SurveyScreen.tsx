/**
 * The survey page: the thanks view once the order is rated, otherwise the branch contact's survey
 * with the first rating pre-filled from `surveyGeneralNPSAnswer`.
 */
import { useOrder, useSurvey, useSurveyState } from '@comanda/api/react';
import {
  parseGeneralNpsAnswer,
  prefillFromNps,
  SURVEY_NPS_QUERY_PARAM,
  surveyMessages,
  surveyScreen,
} from '@comanda/domain/survey';
import { Button, PageLayout, StatusScreen, Survey, SurveyThanks, useDocumentTitle, useSearchParams } from '@comanda/ui';
import { useMemo } from 'react';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';
import { useOrderAccess } from '../order/order-access.ts';
import { useSurveySubmit } from './useSurveySubmit.ts';

/** Decision: texts of the survey page around the ui's survey. */
export const surveyPageTexts = {
  unavailableTitle: 'Esta encuesta no está disponible',
  unavailableMessage: 'Gracias por tu pedido. Podés volver al menú cuando quieras.',
  backToMenu: 'Volver al Menú',
} as const;

export function SurveyScreen({ orderCode }: { readonly orderCode: string }) {
  const { alias, contact } = useBranchScope();
  const [searchParams] = useSearchParams();
  const { surveyState, isLoading: stateLoading } = useSurveyState({ params: { orderCode } });
  const { survey, isLoading: surveyLoading } = useSurvey({ params: { branchContactId: contact.id } });
  const access = useOrderAccess();
  const { order, isLoading: orderLoading } = useOrder({
    params: { branchContactCode: alias, orderCode },
    query: access,
  });
  const { submit, submitting, rated } = useSurveySubmit(orderCode, access);
  const menuHref = `/menu/${encodeURIComponent(alias)}`;

  useDocumentTitle(`${surveyMessages.title} — ${contact.name}`);

  const nps = parseGeneralNpsAnswer(searchParams.get(SURVEY_NPS_QUERY_PARAM));
  const defaultAnswers = useMemo(() => prefillFromNps(survey?.questions ?? [], {}, nps), [survey, nps]);

  const backToMenu = (
    <Button asChild tone="bordered">
      <a href={menuHref}>{surveyPageTexts.backToMenu}</a>
    </Button>
  );

  if (rated || surveyState?.orderHasResponse) {
    return (
      <PageLayout>
        <SurveyThanks takeFocus={rated}>{backToMenu}</SurveyThanks>
      </PageLayout>
    );
  }
  if (stateLoading || surveyLoading || orderLoading) return <PageLoading />;
  const screen = surveyScreen({
    survey: survey ?? surveyState?.survey ?? null,
    orderHasResponse: false,
    ...(order ? { orderStatus: order.status } : {}),
  });
  const shown = survey ?? surveyState?.survey;
  if (screen !== 'form' || !shown || !order) {
    return (
      <PageLayout>
        <StatusScreen
          icon="unavailable"
          title={surveyPageTexts.unavailableTitle}
          message={screen === 'notDelivered' ? surveyMessages.beforeDelivery : surveyPageTexts.unavailableMessage}
          action={{ label: surveyPageTexts.backToMenu, href: menuHref }}
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout>
      <Survey
        questions={shown.questions}
        defaultAnswers={defaultAnswers}
        submitting={submitting}
        onSubmit={(answers) => void submit(shown, order, answers)}
      />
    </PageLayout>
  );
}
