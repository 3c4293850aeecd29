/** The survey's answers as POST /api/survey/{orderCode} takes them. */
import type { OrderOutput, SubmitSurveyInput, SurveyOutput } from '@comanda/api';
import { buildSurveyAnswers, type SurveyAnswers } from '@comanda/domain/survey';

export function surveyBody(survey: SurveyOutput, order: OrderOutput, answers: SurveyAnswers): SubmitSurveyInput {
  const entries = buildSurveyAnswers({
    surveyId: survey.id,
    questions: survey.questions,
    answers,
    orderingCustomerId: order.customerId ?? '',
    dinerOrderId: order.id,
  });
  // An order placed without a known diner has no customer id: the field is left out, not sent empty.
  return entries.map(({ orderingCustomerId, ...entry }) =>
    orderingCustomerId ? { ...entry, orderingCustomerId } : entry,
  );
}
