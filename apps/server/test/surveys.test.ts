import type { SurveyOutput } from '@comanda/api';
import { demoSurveys } from '@comanda/api/demo';
import { buildSurveyAnswers, type SurveyAnswerEntry, type SurveyAnswers } from '@comanda/domain/survey';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { newOrderAccessToken } from '../src/http/order-access.ts';
import { insertOrder, writableCounts } from './fixtures.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const centroSurvey = demoSurveys.find((s) => s.branchContactId === 'bc-palermo-centro') as SurveyOutput;
const nps = 'bc-palermo-centro-q-nps';
const reasons = 'bc-palermo-centro-q-reasons';
const comment = 'bc-palermo-centro-q-comment';

function entries(survey: SurveyOutput, order: { id: string }, answers: SurveyAnswers): SurveyAnswerEntry[] {
  return buildSurveyAnswers({
    surveyId: survey.id,
    questions: survey.questions,
    answers,
    orderingCustomerId: 'cust-lucia',
    dinerOrderId: order.id,
  });
}

describe(`surveys on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // As the survey page sends it: with the order's access token from its link.
  const submit = (order: { code: string; accessToken: string }, body: unknown) =>
    server.send('POST', `/api/survey/${order.code}?access=${order.accessToken}`, body);
  /** Surveys rate delivered orders. */
  const deliveredOrder = (overrides: Parameters<typeof insertOrder>[1] = {}) =>
    insertOrder(server.db, { status: 'DELIVERED', ...overrides });

  describe('getSurvey', () => {
    it("answers the contact's active survey", async () => {
      const survey = await server.client.getSurvey({ params: { branchContactId: 'bc-palermo-centro' } });
      expect(survey.id).toBe('survey-bc-palermo-centro');
      expect(survey.questions.map((q) => q.questionType)).toEqual(['GENERAL_NPS', 'REASONS', 'OTHER', 'OTHER']);
    });

    it('answers 404 for an unknown contact, and for a contact without an active survey', async () => {
      const contact = await server.request('/api/survey/bc-nope');
      expect(contact.status).toBe(404);
      expect(await contact.json()).toMatchObject({ message: 'Local no encontrado' });
      await server.db.update(t.surveys).set({ active: false }).where(eq(t.surveys.branchContactId, 'bc-belgrano'));
      const none = await server.request('/api/survey/bc-belgrano');
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ error: 'not_found', message: 'Encuesta no encontrada' });
    });
  });

  describe('getSurveyState and submitSurvey', () => {
    it('takes one response per order and keeps the general NPS answer', async () => {
      const order = await deliveredOrder();
      const state = await server.client.getSurveyState({ params: { orderCode: order.code } });
      expect(state).toEqual({ survey: expect.objectContaining({ id: centroSurvey.id }), orderHasResponse: false });

      const body = entries(centroSurvey, order, {
        [nps]: { value: '3', reasons: [] },
        [reasons]: { value: '', reasons: ['Tiempo de entrega', 'Sabor'] },
        [comment]: { value: 'x'.repeat(180), reasons: [] },
      });
      expect(
        await server.client.submitSurvey({
          params: { orderCode: order.code },
          query: { access: order.accessToken },
          body,
        }),
      ).toEqual({ saved: true });

      const [row] = await server.db.select().from(t.surveyResponses).where(eq(t.surveyResponses.orderId, order.id));
      expect(row).toMatchObject({ surveyId: centroSurvey.id, generalNpsAnswer: 3, answers: body });
      expect(await server.client.getSurveyState({ params: { orderCode: order.code } })).toMatchObject({
        orderHasResponse: true,
        generalNPSAnswer: 3,
      });

      const before = await writableCounts(server.db);
      const second = await submit(order, body);
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({
        error: 'survey_already_answered',
        message: 'Este pedido ya fue calificado',
      });
      expect(await writableCounts(server.db)).toEqual(before);
    });

    it('accepts the order code as dinerOrderId and an unanswered optional question', async () => {
      const order = await deliveredOrder();
      const body = entries(centroSurvey, { id: order.code }, { [nps]: { value: '5', reasons: [] } });
      expect(
        await server.client.submitSurvey({
          params: { orderCode: order.code },
          query: { access: order.accessToken },
          body,
        }),
      ).toEqual({ saved: true });
      expect(await server.client.getSurveyState({ params: { orderCode: order.code } })).toMatchObject({
        generalNPSAnswer: 5,
      });
    });

    it("reads a rating's follow-up reasons, options with commas included, only below 5", async () => {
      const norte = demoSurveys.find((s) => s.branchContactId === 'bc-palermo-norte') as SurveyOutput;
      const questions = norte.questions.map((q) =>
        q.questionType === 'GENERAL_NPS'
          ? {
              ...q,
              questionReasons: [
                { id: 'r-cold', reason: 'Frío, sin sal' },
                { id: 'r-late', reason: 'Demora' },
              ],
            }
          : q,
      );
      await server.db.update(t.surveys).set({ questions }).where(eq(t.surveys.id, norte.id));
      const survey = { ...norte, questions };
      const npsId = 'bc-palermo-norte-q-nps';
      const order = await deliveredOrder({
        branchContactId: 'bc-palermo-norte',
        orderModeId: 'om-pn-delivery',
      });
      const five = entries(survey, order, { [npsId]: { value: '2', reasons: ['Frío, sin sal'] } }).map((e, i) =>
        i === 0 ? { ...e, answer: '5' } : e,
      );
      const refused = await submit(order, five);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: 'La respuesta a la pregunta ¿Cómo calificarías tu pedido? no es válida',
      });
      const body = entries(survey, order, { [npsId]: { value: '2', reasons: ['Frío, sin sal', 'Demora'] } });
      expect(body).toHaveLength(2);
      expect(
        await server.client.submitSurvey({
          params: { orderCode: order.code },
          query: { access: order.accessToken },
          body,
        }),
      ).toEqual({ saved: true });
    });

    it('answers 404 for an unknown order, and for an order whose contact has no active survey', async () => {
      const unknown = await server.request('/api/survey/order/NOPE-1');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'not_found', message: 'Pedido no encontrado' });
      const body = entries(centroSurvey, { id: 'x' }, { [nps]: { value: '4', reasons: [] } });
      expect((await submit({ code: 'NOPE-1', accessToken: newOrderAccessToken() }, body)).status).toBe(404);

      await server.db.update(t.surveys).set({ active: false }).where(eq(t.surveys.branchContactId, 'bc-belgrano'));
      const order = await deliveredOrder({
        branchContactId: 'bc-belgrano',
        orderModeId: 'om-bel-takeaway',
        type: 'TAKE_AWAY',
      });
      expect(await server.client.getSurveyState({ params: { orderCode: order.code } })).toEqual({
        orderHasResponse: false,
      });
      const before = await writableCounts(server.db);
      const response = await submit(order, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Encuesta no encontrada' });
      expect(await writableCounts(server.db)).toEqual(before);
    });

    const belgranoSurvey = demoSurveys.find((s) => s.branchContactId === 'bc-belgrano') as SurveyOutput;
    it.each<[string, (order: { id: string }) => unknown[], string]>([
      [
        'a mandatory question unanswered',
        (order) => entries(centroSurvey, order, { [comment]: { value: 'Rico', reasons: [] } }),
        'La pregunta ¿Cómo calificarías tu pedido? es obligatoria',
      ],
      [
        'a priority answer sent with a mandatory question unanswered',
        (order) => entries(centroSurvey, order, { 'bc-palermo-centro-q-again': { value: '4', reasons: [] } }),
        'La pregunta ¿Cómo calificarías tu pedido? es obligatoria',
      ],
      [
        'a rating outside 1 to 5',
        (order) =>
          entries(centroSurvey, order, { [nps]: { value: '4', reasons: [] } }).map((e) => ({ ...e, answer: '6' })),
        'La respuesta a la pregunta ¿Cómo calificarías tu pedido? no es válida',
      ],
      [
        'a text over 180 characters',
        (order) =>
          entries(centroSurvey, order, {
            [nps]: { value: '4', reasons: [] },
            [comment]: { value: 'Rico', reasons: [] },
          }).map((e) => (e.questionId === comment ? { ...e, answer: 'x'.repeat(181) } : e)),
        'La respuesta a la pregunta Dejanos un comentario supera los 180 caracteres',
      ],
      [
        'an option the question does not offer',
        (order) =>
          entries(centroSurvey, order, {
            [nps]: { value: '4', reasons: [] },
            [reasons]: { value: '', reasons: ['Sabor'] },
          }).map((e) => (e.questionId === reasons ? { ...e, answer: 'Sabor, Precio' } : e)),
        'La respuesta a la pregunta ¿Qué podríamos mejorar? no es válida',
      ],
      [
        'two answers to one question',
        (order) => {
          const list = entries(centroSurvey, order, { [nps]: { value: '4', reasons: [] } });
          return [...list, ...list];
        },
        'La respuesta a la pregunta ¿Cómo calificarías tu pedido? no es válida',
      ],
      [
        'a question that is not in the survey',
        (order) =>
          entries(centroSurvey, order, { [nps]: { value: '4', reasons: [] } }).map((e) => ({
            ...e,
            questionId: 'bc-belgrano-q-nps',
          })),
        'La respuesta no corresponde a una pregunta de la encuesta',
      ],
      [
        "another contact's survey",
        (order) => entries(belgranoSurvey, order, { 'bc-belgrano-q-nps': { value: '4', reasons: [] } }),
        'La respuesta no corresponde a esta encuesta',
      ],
      [
        'another order',
        () => entries(centroSurvey, { id: 'order-otro' }, { [nps]: { value: '4', reasons: [] } }),
        'La respuesta no corresponde a este pedido',
      ],
    ])('refuses %s with 400, writing nothing', async (_case, build, message) => {
      const order = await deliveredOrder();
      const before = await writableCounts(server.db);
      const response = await submit(order, build(order));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_survey', message });
      expect(await writableCounts(server.db)).toEqual(before);
      expect((await server.client.getSurveyState({ params: { orderCode: order.code } })).orderHasResponse).toBe(false);
    });

    it('refuses an empty or malformed answer list through the contract', async () => {
      const order = await deliveredOrder();
      expect((await submit(order, [])).status).toBe(400);
      expect((await submit(order, [{ questionId: nps }])).status).toBe(400);
      expect((await submit(order, { answers: [] })).status).toBe(400);
    });
  });
});
