import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  canSubmit,
  parseGeneralNpsAnswer,
  SURVEY_TEXT_LIMIT,
  type SurveyAnswers,
  type SurveyQuestion,
  toggleReason,
} from './survey.ts';

const rating: SurveyQuestion = {
  id: 'r',
  title: 'Comida',
  type: 'rating',
  questionOrder: 1,
  mandatory: true,
  priority: false,
  questionType: 'FOOD',
  questionReasons: [{ reason: 'Frío' }, { reason: 'Tarde' }, { reason: 'Incompleto' }],
};
const text: SurveyQuestion = { ...rating, id: 't', type: 'text', questionReasons: null };

describe('survey laws', () => {
  it('keeps reasons only under a rating other than 5', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('rate' as const),
        value: fc.constantFrom<string | number>(1, 2, 3, 4, 5, '', 0, 7),
      }),
      fc.record({
        kind: fc.constant('toggle' as const),
        reason: fc.constantFrom('Frío', 'Tarde', 'Incompleto', 'Otro'),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let answers: SurveyAnswers = {};
        for (const s of steps) {
          answers = (
            s.kind === 'rate' ? answerQuestion(answers, rating, s.value) : toggleReason(answers, rating, s.reason)
          ).answers;
          const answer = answers.r;
          if (answer && (answer.value === '' || answer.value === '5')) expect(answer.reasons).toEqual([]);
          if (answer) expect(new Set(answer.reasons).size).toBe(answer.reasons.length);
        }
      }),
    );
  });

  it('never keeps more than 180 characters of text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (typed) => {
        const value = answerQuestion({}, text, typed).answers.t?.value ?? '';
        expect(Array.from(value).length).toBeLessThanOrEqual(SURVEY_TEXT_LIMIT);
        expect(typed.startsWith(value)).toBe(true);
      }),
    );
  });

  it('reads any NPS query as 0–5 or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (raw) => {
        const nps = parseGeneralNpsAnswer(raw);
        if (nps !== null) {
          expect(Number.isInteger(nps)).toBe(true);
          expect(nps).toBeGreaterThanOrEqual(0);
          expect(nps).toBeLessThanOrEqual(5);
        }
      }),
    );
  });

  it('once a press is allowed, every later instant is allowed too', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.nat(1e6), (last, now, later) => {
        if (canSubmit(last, now)) expect(canSubmit(last, now + later)).toBe(true);
      }),
    );
  });
});
