/**
 * Sends the survey once. A second submission is refused by the server (409): the order is rated
 * already, so the page shows the thanks view. Other failures are only logged (follow-up §8).
 */

import type { OrderAccessQuery } from '@comanda/api';
import { dinerCalls, isApiError, type OrderOutput, parseError, type SurveyOutput, surveyErrors } from '@comanda/api';
import { useApi, useCallMutation } from '@comanda/api/react';
import type { SurveyAnswers } from '@comanda/domain/survey';
import { useState } from 'react';
import { surveyBody } from './survey-answers.ts';

export function useSurveySubmit(orderCode: string, access: OrderAccessQuery) {
  const { trigger, isMutating } = useCallMutation(dinerCalls.submitSurvey);
  const { log, logContext } = useApi();
  const [rated, setRated] = useState(false);

  const submit = async (survey: SurveyOutput, order: OrderOutput, answers: SurveyAnswers) => {
    const body = surveyBody(survey, order, answers);
    if (body.length === 0) return;
    try {
      await trigger({ params: { orderCode }, query: access, body });
      setRated(true);
    } catch (error) {
      const { status, message } = parseError(error);
      if (isApiError(error) && (error.body as { error?: string } | undefined)?.error === surveyErrors.alreadyRated) {
        setRated(true);
        return;
      }
      log(`POST /api/survey/:orderCode failed (${status}): ${message}`, {
        ...logContext,
        component: 'SurveyPage',
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
  };

  return { submit, submitting: isMutating, rated };
}
