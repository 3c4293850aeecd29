/** Follow-up §7 "Survey": a contact's survey, an order's survey state, and the one response per order. */
import { dinerCalls as calls, surveyErrors } from '@comanda/api';
import { isRateableOrderStatus, surveyMessages, surveyRefusals } from '@comanda/domain/survey';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { conflict, HttpError } from '../http/errors.ts';
import type { Mount } from '../http/mount.ts';
import { assertHoldsOrder, findHeldOrder } from '../http/order-access.ts';
import { findBranchContact } from '../services/catalog.ts';
import { activeSurveyOf, readSurveyAnswers, toSurvey } from '../services/surveys.ts';

const surveyNotFound = () => new HttpError(404, 'not_found', surveyRefusals.surveyNotFound);
const alreadyRated = () => conflict(surveyErrors.alreadyRated, surveyRefusals.alreadyRated);

const findOrderByCode = (db: Executor, code: string) =>
  findHeldOrder(db, eq(t.orders.code, code), {
    id: t.orders.id,
    code: t.orders.code,
    branchContactId: t.orders.branchContactId,
    status: t.orders.status,
  });

async function responseOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ generalNpsAnswer: t.surveyResponses.generalNpsAnswer })
    .from(t.surveyResponses)
    .where(eq(t.surveyResponses.orderId, orderId))
    .limit(1);
  return row;
}

export function surveyRoutes(mount: Mount): void {
  mount(calls.getSurvey, async ({ params }, c) => {
    const contact = await findBranchContact(c.var.db, { id: params.branchContactId as string });
    const survey = await activeSurveyOf(c.var.db, contact.id);
    if (!survey) throw surveyNotFound();
    return toSurvey(survey);
  });

  mount(calls.getSurveyState, async ({ params }, c) => {
    const db = c.var.db;
    const order = await findOrderByCode(db, params.orderCode);
    const [survey, response] = await Promise.all([activeSurveyOf(db, order.branchContactId), responseOf(db, order.id)]);
    return {
      ...(survey ? { survey: toSurvey(survey) } : {}),
      orderHasResponse: response !== undefined,
      ...(response?.generalNpsAnswer != null ? { generalNPSAnswer: response.generalNpsAnswer } : {}),
    };
  });

  mount(calls.submitSurvey, async ({ params, body }, c) => {
    const db = c.var.db;
    const order = await findOrderByCode(db, params.orderCode);
    await assertHoldsOrder(c, order);
    // Only a delivered order is rated: a canceled or unpaid one never reached the diner.
    if (!isRateableOrderStatus(order.status)) throw conflict(surveyErrors.notDelivered, surveyMessages.beforeDelivery);
    // A rated order answers 409 whatever the second list holds.
    if (await responseOf(db, order.id)) throw alreadyRated();
    const row = await activeSurveyOf(db, order.branchContactId);
    if (!row) throw surveyNotFound();
    const survey = toSurvey(row);
    const { generalNpsAnswer } = readSurveyAnswers(survey, order, body);
    const inserted = await db
      .insert(t.surveyResponses)
      .values({ orderId: order.id, surveyId: survey.id, answers: body, generalNpsAnswer })
      .onConflictDoNothing({ target: t.surveyResponses.orderId })
      .returning({ orderId: t.surveyResponses.orderId });
    // Two submissions racing: the one that lost the insert is the second.
    if (inserted.length === 0) throw alreadyRated();
    return { saved: true as const };
  });
}
