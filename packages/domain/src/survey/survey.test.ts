import { describe, expect, it } from 'vitest';
import { surveyMessages } from './messages.ts';
import {
  answerQuestion,
  buildSurveyAnswers,
  canSubmit,
  cutSurveyText,
  isAnswered,
  parseGeneralNpsAnswer,
  parseRating,
  prefillFromNps,
  SURVEY_SUBMIT_GUARD_MS,
  type SurveyAnswers,
  type SurveyQuestion,
  showsReasons,
  sortSurveyQuestions,
  surveyScreen,
  surveyTextCounter,
  toggleReason,
  validateSurvey,
} from './survey.ts';

const q = (id: string, patch: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id,
  title: `Pregunta ${id}`,
  type: 'rating',
  questionOrder: Number(id),
  mandatory: false,
  priority: false,
  questionType: 'FOOD',
  questionReasons: [{ reason: 'Frío' }, { reason: 'Tarde' }],
  ...patch,
});

const rating = q('1', { mandatory: true });
const text = q('2', { type: 'text', questionReasons: null });
const multi = q('3', { type: 'multiselect', questionReasons: [{ reason: 'Web' }, { reason: 'Amigos' }] });
const questions = [multi, text, rating];

describe('answering', () => {
  it.each<[string | number, string, boolean]>([
    [3, '3', true],
    ['4', '4', true],
    [5, '5', false],
    [1, '1', true],
  ])('rating %s keeps value %s; reasons show: %s', (value, kept, shows) => {
    const { answers } = answerQuestion({}, rating, value);
    expect(answers['1']?.value).toBe(kept);
    expect(showsReasons(rating, answers['1'])).toBe(shows);
  });

  it.each([0, 6, 2.5, 'x'])('ignores the rating %s', (value) => {
    const before: SurveyAnswers = { '1': { value: '2', reasons: [] } };
    expect(answerQuestion(before, rating, value).answers).toBe(before);
  });

  it.each<[string | number, string[]]>([
    [5, []],
    ['', []],
    [2, ['Frío']],
  ])('a new rating %s leaves reasons %j', (value, reasons) => {
    let answers = answerQuestion({}, rating, 3).answers;
    answers = toggleReason(answers, rating, 'Frío').answers;
    expect(answers['1']?.reasons).toEqual(['Frío']);
    answers = answerQuestion(answers, rating, value).answers;
    expect(answers['1']?.reasons).toEqual(reasons);
  });

  it('toggles reasons only while they show and only known ones', () => {
    let answers = answerQuestion({}, rating, 5).answers;
    expect(toggleReason(answers, rating, 'Frío').answers).toBe(answers);
    answers = answerQuestion(answers, rating, 2).answers;
    expect(toggleReason(answers, rating, 'Caro').answers).toBe(answers);
    answers = toggleReason(answers, rating, 'Tarde').answers;
    answers = toggleReason(answers, rating, 'Frío').answers;
    expect(answers['1']?.reasons).toEqual(['Tarde', 'Frío']);
    answers = toggleReason(answers, rating, 'Tarde').answers;
    expect(answers['1']?.reasons).toEqual(['Frío']);
    expect(showsReasons(q('9', { questionReasons: [] }), { value: '2', reasons: [] })).toBe(false);
    expect(showsReasons(text, { value: '2', reasons: [] })).toBe(false);
  });

  it('cuts text answers at 180 characters and counts', () => {
    const long = 'ñ'.repeat(200);
    const { answers } = answerQuestion({}, text, long);
    expect(answers['2']?.value).toHaveLength(180);
    expect(surveyTextCounter('hola')).toBe('4/180');
    expect(surveyTextCounter(long)).toBe('180/180');
    expect(cutSurveyText('😀'.repeat(181))).toBe('😀'.repeat(180));
  });

  it('selects multiselect options through toggleReason only', () => {
    expect(answerQuestion({}, multi, 'Web').answers).toEqual({});
    const { answers } = toggleReason({}, multi, 'Web');
    expect(answers['3']?.reasons).toEqual(['Web']);
    expect(isAnswered(multi, answers['3'])).toBe(true);
  });

  it.each<[SurveyQuestion, 'answer' | 'toggle', string | number, boolean]>([
    [q('1', { priority: true }), 'answer', 4, true],
    [q('1', { priority: true }), 'answer', '', false],
    [q('1', { priority: false }), 'answer', 4, false],
    [q('2', { type: 'text', priority: true }), 'answer', 'hola', false],
    [q('3', { type: 'multiselect', priority: true }), 'toggle', 'Frío', true],
    [q('3', { type: 'multiselect', priority: false }), 'toggle', 'Frío', false],
  ])('priority %o submits at once: %s', (question, how, value, submitNow) => {
    const result = how === 'answer' ? answerQuestion({}, question, value) : toggleReason({}, question, String(value));
    expect(result.submitNow).toBe(submitNow);
  });
});

describe('validation and guard', () => {
  it.each<[SurveyAnswers, string | null]>([
    [{}, 'La pregunta Pregunta 1 es obligatoria'],
    [{ '1': { value: '', reasons: [] } }, 'La pregunta Pregunta 1 es obligatoria'],
    [{ '1': { value: '4', reasons: [] } }, null],
  ])('%j → %s', (answers, message) => {
    const result = validateSurvey(questions, answers);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('reports the first mandatory question in display order', () => {
    const qs = [
      q('5', { mandatory: true, title: 'Última' }),
      q('4', { type: 'text', mandatory: true, title: 'Primera' }),
    ];
    expect(validateSurvey(qs, {})).toEqual({ ok: false, message: surveyMessages.mandatory('Primera') });
    expect(validateSurvey(qs, { '4': { value: '  ', reasons: [] } })).toEqual({
      ok: false,
      message: 'La pregunta Primera es obligatoria',
    });
  });

  it.each<[number | null | undefined, number, boolean]>([
    [null, 0, true],
    [undefined, 5, true],
    [1000, 1000, false],
    [1000, 2499, false],
    [1000, 2500, true],
  ])('last press %s, now %i → %s', (last, now, ok) => expect(canSubmit(last, now)).toBe(ok));

  it('has the texts and the guard', () => {
    expect(SURVEY_SUBMIT_GUARD_MS).toBe(1500);
    expect(surveyMessages).toMatchObject({
      title: 'Califica tu pedido',
      submit: 'Calificar mi pedido',
      thanks: '¡Gracias por tu calificación!',
    });
  });
});

describe('NPS pre-fill', () => {
  it.each<[string | string[] | null | undefined, number | null]>([
    ['4', 4],
    ['4.6', 5],
    ['9', 5],
    ['-2', 0],
    ['0', 0],
    [' 3 ', 3],
    [['2', '5'], 2],
    ['', null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [[], null],
  ])('%j → %s', (raw, nps) => expect(parseGeneralNpsAnswer(raw)).toBe(nps));

  it.each<[number | null, string | undefined]>([
    [4, '4'],
    [5, '5'],
    [0, undefined],
    [null, undefined],
  ])('NPS %s pre-fills the first rating with %s', (nps, value) => {
    const second = q('7', { questionOrder: 7 });
    const answers = prefillFromNps([second, text, rating], {}, nps);
    expect(answers['1']?.value).toBe(value);
    expect(answers['7']).toBeUndefined();
  });

  it('keeps an existing rating and needs a rating question', () => {
    const existing: SurveyAnswers = { '1': { value: '2', reasons: [] } };
    expect(prefillFromNps([rating], existing, 5)).toBe(existing);
    expect(prefillFromNps([text], {}, 5)).toEqual({});
  });
});

describe('buildSurveyAnswers', () => {
  it('builds one entry per answered question, reasons as an extra entry', () => {
    let answers: SurveyAnswers = {};
    answers = answerQuestion(answers, rating, 3).answers;
    answers = toggleReason(answers, rating, 'Frío').answers;
    answers = toggleReason(answers, rating, 'Tarde').answers;
    answers = toggleReason(answers, multi, 'Web').answers;
    answers = toggleReason(answers, multi, 'Amigos').answers;
    const common = { orderingCustomerId: 'c1', surveyId: 's1', dinerOrderId: 'o1', questionType: 'FOOD' };
    expect(
      buildSurveyAnswers({ surveyId: 's1', questions, answers, orderingCustomerId: 'c1', dinerOrderId: 'o1' }),
    ).toEqual([
      { ...common, questionTitle: 'Pregunta 1', answer: '3', questionId: '1', mandatory: true, priority: false },
      {
        ...common,
        questionTitle: 'Pregunta 1 - Motivos',
        answer: 'Frío, Tarde',
        questionId: '1',
        mandatory: false,
        priority: false,
      },
      {
        ...common,
        questionTitle: 'Pregunta 3',
        answer: 'Web, Amigos',
        questionId: '3',
        mandatory: false,
        priority: false,
      },
    ]);
  });

  it('sends a rating without reasons alone, and text as typed', () => {
    const answers: SurveyAnswers = { '1': { value: '2', reasons: [] }, '2': { value: 'Muy rico', reasons: [] } };
    const list = buildSurveyAnswers({ surveyId: 's', questions, answers, orderingCustomerId: 'c', dinerOrderId: 'o' });
    expect(list.map((e) => [e.questionId, e.answer])).toEqual([
      ['1', '2'],
      ['2', 'Muy rico'],
    ]);
  });
});

describe('helpers', () => {
  it('sorts by questionOrder, stable', () => {
    const a = q('1', { questionOrder: 2 });
    const b = q('2', { questionOrder: 1 });
    const c = q('3', { questionOrder: 1 });
    expect(sortSurveyQuestions([a, b, c]).map((x) => x.id)).toEqual(['2', '3', '1']);
  });

  it.each([
    [3, 3],
    ['5', 5],
    [0, null],
    ['', null],
    [null, null],
    [4.5, null],
  ])('rating %j → %s', (value, parsed) => expect(parseRating(value)).toBe(parsed));

  it.each<[Parameters<typeof surveyScreen>[0], string]>([
    [{ orderHasResponse: true }, 'thanks'],
    [{ survey: { id: 's', active: true, questions: [rating] } }, 'form'],
    [{ survey: { id: 's', active: false, questions: [rating] } }, 'unavailable'],
    [{ survey: { id: 's', active: true, questions: [] } }, 'unavailable'],
    [{}, 'unavailable'],
    [{ survey: { id: 's', active: true, questions: [rating] }, orderStatus: 'DELIVERED' }, 'form'],
    [{ survey: { id: 's', active: true, questions: [rating] }, orderStatus: 'CANCELED' }, 'notDelivered'],
    [{ survey: { id: 's', active: true, questions: [rating] }, orderStatus: 'READY' }, 'notDelivered'],
    [{ orderHasResponse: true, orderStatus: 'READY' }, 'thanks'],
  ])('screen for %j is %s', (state, screen) => expect(surveyScreen(state)).toBe(screen));
});
