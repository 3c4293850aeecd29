/**
 * The satisfaction survey (follow-up §3, §5): a branch contact's active survey, and the answer
 * list a diner posts read back into the domain's answers, so the domain's rules (mandatory
 * questions, 1–5 ratings, the 180-character text limit) judge it exactly as the page did.
 */
import type { SurveyAnswerSchema, SurveyOutput } from '@comanda/api';
import {
  isAnswered,
  parseRating,
  SURVEY_REASONS_SEPARATOR,
  SURVEY_TEXT_LIMIT,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyQuestion,
  showsReasons,
  sortSurveyQuestions,
  surveyMessages,
  surveyRefusals,
  validateSurvey,
} from '@comanda/domain/survey';
import { and, asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

type AnswerEntry = v.InferOutput<typeof SurveyAnswerSchema>;
type SurveyRow = typeof t.surveys.$inferSelect;

export const GENERAL_NPS_QUESTION_TYPE = 'GENERAL_NPS';

export function toSurvey(row: SurveyRow): SurveyOutput {
  return { id: row.id, active: row.active, questions: row.questions as SurveyOutput['questions'] };
}

export async function activeSurveyOf(db: Executor, branchContactId: string): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(t.surveys)
    .where(and(eq(t.surveys.branchContactId, branchContactId), eq(t.surveys.active, true)))
    .orderBy(asc(t.surveys.id))
    .limit(1);
  return row;
}

/**
 * The options of a multiselect answer (or of a rating's reasons) as the page joined them with
 * ', ', matched against the question's own options so an option holding a comma still reads as
 * one; null when some part is not an option of the question.
 */
function splitReasons(answer: string, options: readonly string[]): string[] | null {
  const chosen = new Set<string>();
  let pending: string | null = null;
  for (const part of answer.split(SURVEY_REASONS_SEPARATOR)) {
    pending = pending === null ? part : `${pending}${SURVEY_REASONS_SEPARATOR}${part}`;
    if (options.includes(pending)) {
      chosen.add(pending);
      pending = null;
    }
  }
  return pending === null ? [...chosen] : null;
}

const refuse = (message: string) => badRequest('invalid_survey', message);

function answerOf(question: SurveyQuestion, entries: readonly AnswerEntry[]): SurveyAnswer {
  const options = (question.questionReasons ?? []).map((r) => r.reason);
  const reasonsTitle = surveyMessages.reasonsTitle(question.title);
  const reasonEntries = question.type === 'rating' ? entries.filter((e) => e.questionTitle === reasonsTitle) : [];
  const valueEntries = entries.filter((e) => !reasonEntries.includes(e));
  const [entry, ...extra] = valueEntries;
  if (!entry || extra.length > 0 || reasonEntries.length > 1)
    throw refuse(surveyRefusals.invalidAnswer(question.title));

  if (question.type === 'text') {
    if (Array.from(entry.answer).length > SURVEY_TEXT_LIMIT)
      throw refuse(surveyRefusals.textTooLong(question.title, SURVEY_TEXT_LIMIT));
    return { value: entry.answer, reasons: [] };
  }
  if (question.type === 'multiselect') {
    const reasons = splitReasons(entry.answer, options);
    if (!reasons) throw refuse(surveyRefusals.invalidAnswer(question.title));
    return { value: '', reasons };
  }
  const rating = parseRating(entry.answer);
  if (rating === null) throw refuse(surveyRefusals.invalidAnswer(question.title));
  const answer: SurveyAnswer = { value: String(rating), reasons: [] };
  const [reasonEntry] = reasonEntries;
  if (!reasonEntry) return answer;
  const reasons = splitReasons(reasonEntry.answer, options);
  // Reasons belong only to a rating below 5 of a question that has them (follow-up §4 "Survey").
  if (!reasons || !showsReasons(question, answer)) throw refuse(surveyRefusals.invalidAnswer(question.title));
  return { ...answer, reasons };
}

/**
 * The posted list as the domain's answers, or a 400 with a Spanish message: every entry must
 * belong to this survey, this order and one of its questions, and the result must pass
 * `validateSurvey`. Also gives the general NPS answer to keep with the response.
 */
export function readSurveyAnswers(
  survey: SurveyOutput,
  order: { readonly id: string; readonly code: string },
  entries: readonly AnswerEntry[],
): { answers: SurveyAnswers; generalNpsAnswer: number | null } {
  const questions = new Map(survey.questions.map((q) => [q.id, q] as const));
  const byQuestion = new Map<string, AnswerEntry[]>();
  for (const entry of entries) {
    if (entry.surveyId !== survey.id) throw refuse(surveyRefusals.otherSurvey);
    if (entry.dinerOrderId !== order.id && entry.dinerOrderId !== order.code) {
      throw refuse(surveyRefusals.otherOrder);
    }
    if (!questions.has(entry.questionId)) throw refuse(surveyRefusals.unknownQuestion);
    byQuestion.set(entry.questionId, [...(byQuestion.get(entry.questionId) ?? []), entry]);
  }
  const answers: Record<string, SurveyAnswer> = {};
  for (const [questionId, questionEntries] of byQuestion) {
    answers[questionId] = answerOf(questions.get(questionId) as SurveyQuestion, questionEntries);
  }
  const verdict = validateSurvey(survey.questions, answers);
  if (!verdict.ok) throw refuse(verdict.message);

  const nps = sortSurveyQuestions(survey.questions).find(
    (q) => q.questionType === GENERAL_NPS_QUESTION_TYPE && q.type === 'rating' && isAnswered(q, answers[q.id]),
  );
  return { answers, generalNpsAnswer: nps ? parseRating(answers[nps.id]?.value) : null };
}
