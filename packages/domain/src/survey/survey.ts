/**
 * The satisfaction survey (follow-up §2 "Survey page", §3, §4 "Survey", §5, §9).
 *
 * Answers are kept per question id as `{ value, reasons }`:
 * - rating: value '1'..'5' (stars; 5 is the top); a rating other than 5 reveals the question's
 *   follow-up reasons, a rating of 5 or an empty rating clears the chosen reasons;
 * - text: the text, cut at 180 characters;
 * - multiselect: the chosen options (the question's reasons) in `reasons`, value unused.
 */
import { invalid, type ValidationResult, valid } from '../validation/result.ts';
import { surveyMessages } from './messages.ts';

export const SURVEY_QUESTION_KINDS = ['rating', 'text', 'multiselect'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export interface SurveyQuestionReason {
  readonly reason: string;
}

export interface SurveyQuestion {
  readonly id: string;
  readonly title: string;
  readonly subTitle?: string | null;
  readonly type: SurveyQuestionKind;
  readonly questionOrder: number;
  readonly mandatory: boolean;
  readonly priority: boolean;
  /** The business category of the question (free text on the wire). */
  readonly questionType: string;
  readonly questionReasons?: readonly SurveyQuestionReason[] | null;
}

export interface Survey {
  readonly id: string;
  readonly active: boolean;
  readonly questions: readonly SurveyQuestion[];
}

export const SURVEY_TEXT_LIMIT = 180;
export const SURVEY_RATING_MIN = 1;
export const SURVEY_RATING_MAX = 5;
export const SURVEY_NPS_MIN = 0;
export const SURVEY_NPS_MAX = 5;
/** Submission is blocked this long after a press. */
export const SURVEY_SUBMIT_GUARD_MS = 1500;
export const SURVEY_NPS_QUERY_PARAM = 'surveyGeneralNPSAnswer';

export interface SurveyAnswer {
  readonly value: string;
  readonly reasons: readonly string[];
}

export type SurveyAnswers = Readonly<Record<string, SurveyAnswer>>;

export const EMPTY_ANSWER: SurveyAnswer = { value: '', reasons: [] };

/** Questions in display order (questionOrder, then as given). */
export function sortSurveyQuestions(questions: readonly SurveyQuestion[]): SurveyQuestion[] {
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => a.question.questionOrder - b.question.questionOrder || a.index - b.index)
    .map(({ question }) => question);
}

/** A rating from any input: an integer 1–5, or null (empty or not a rating). */
export function parseRating(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= SURVEY_RATING_MIN && n <= SURVEY_RATING_MAX ? n : null;
}

/** Text as kept: cut at the limit. */
export const cutSurveyText = (text: string): string => Array.from(text).slice(0, SURVEY_TEXT_LIMIT).join('');

/** The counter under a text answer: 'n/180'. */
export const surveyTextCounter = (text: string): string =>
  surveyMessages.counter(Math.min(Array.from(text).length, SURVEY_TEXT_LIMIT), SURVEY_TEXT_LIMIT);

const reasonsOf = (question: SurveyQuestion): string[] => (question.questionReasons ?? []).map((r) => r.reason);

/** The follow-up reasons show for a rating question rated anything but 5, when it has reasons. */
export function showsReasons(question: SurveyQuestion, answer: SurveyAnswer | undefined): boolean {
  if (question.type !== 'rating' || reasonsOf(question).length === 0) return false;
  const rating = parseRating(answer?.value);
  return rating !== null && rating !== SURVEY_RATING_MAX;
}

export interface AnswerResult {
  readonly answers: SurveyAnswers;
  /** A priority question was answered: the survey is submitted at once. */
  readonly submitNow: boolean;
}

/**
 * Set the value of a question. Ratings outside 1–5 are ignored (an empty value clears the
 * rating); a rating of 5 or empty clears the reasons; text is cut at 180 characters.
 */
export function answerQuestion(answers: SurveyAnswers, question: SurveyQuestion, value: string | number): AnswerResult {
  const previous = answers[question.id] ?? EMPTY_ANSWER;
  let next: SurveyAnswer;
  if (question.type === 'rating') {
    const rating = parseRating(value);
    if (rating === null && value !== '') return { answers, submitNow: false };
    const keepReasons = rating !== null && rating !== SURVEY_RATING_MAX;
    next = { value: rating === null ? '' : String(rating), reasons: keepReasons ? previous.reasons : [] };
  } else if (question.type === 'text') {
    next = { value: cutSurveyText(String(value)), reasons: previous.reasons };
  } else {
    return { answers, submitNow: false };
  }
  const updated = { ...answers, [question.id]: next };
  // Decision: a priority text question is not submitted on each keystroke, only with the button.
  return { answers: updated, submitNow: question.type === 'rating' && question.priority && isAnswered(question, next) };
}

/**
 * Toggle a reason: a follow-up reason of a rating question (only while reasons show) or an option
 * of a multiselect question. Unknown reasons are ignored.
 */
export function toggleReason(answers: SurveyAnswers, question: SurveyQuestion, reason: string): AnswerResult {
  const previous = answers[question.id] ?? EMPTY_ANSWER;
  const allowed =
    reasonsOf(question).includes(reason) && (question.type === 'multiselect' || showsReasons(question, previous));
  if (!allowed) return { answers, submitNow: false };
  const reasons = previous.reasons.includes(reason)
    ? previous.reasons.filter((r) => r !== reason)
    : [...previous.reasons, reason];
  const next = { ...previous, reasons };
  const updated = { ...answers, [question.id]: next };
  return {
    answers: updated,
    submitNow: question.type === 'multiselect' && question.priority && isAnswered(question, next),
  };
}

export function isAnswered(question: SurveyQuestion, answer: SurveyAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.type === 'multiselect') return answer.reasons.length > 0;
  if (question.type === 'rating') return parseRating(answer.value) !== null;
  return answer.value.trim() !== '';
}

/** Fails with 'La pregunta {title} es obligatoria' for the first unanswered mandatory question, in display order. */
export function validateSurvey(questions: readonly SurveyQuestion[], answers: SurveyAnswers): ValidationResult {
  const missing = sortSurveyQuestions(questions).find((q) => q.mandatory && !isAnswered(q, answers[q.id]));
  return missing ? invalid(surveyMessages.mandatory(missing.title)) : valid;
}

/** The submit guard: a press is accepted when none came in the last 1.5 s. */
export function canSubmit(lastPressAt: number | null | undefined, now: number): boolean {
  return lastPressAt === null || lastPressAt === undefined || now - lastPressAt >= SURVEY_SUBMIT_GUARD_MS;
}

/**
 * The `surveyGeneralNPSAnswer` query value as an NPS answer: a number rounded and clamped to
 * 0–5; null when absent or not a number.
 */
export function parseGeneralNpsAnswer(raw: string | readonly string[] | null | undefined): number | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string' || first.trim() === '') return null;
  const n = Number(first.trim());
  if (!Number.isFinite(n)) return null;
  return Math.min(SURVEY_NPS_MAX, Math.max(SURVEY_NPS_MIN, Math.round(n)));
}

/**
 * Pre-fill the first rating question (in display order) with the NPS answer. Decision: an NPS
 * answer of 0 is below the star scale and pre-fills nothing. An existing rating is kept.
 */
export function prefillFromNps(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
  nps: number | null,
): SurveyAnswers {
  const rating = parseRating(nps);
  const first = sortSurveyQuestions(questions).find((q) => q.type === 'rating');
  if (rating === null || !first || isAnswered(first, answers[first.id])) return answers;
  return { ...answers, [first.id]: { value: String(rating), reasons: [] } };
}

export interface SurveyAnswerEntry {
  readonly questionTitle: string;
  readonly answer: string;
  readonly orderingCustomerId: string;
  readonly surveyId: string;
  readonly questionId: string;
  readonly mandatory: boolean;
  readonly dinerOrderId: string;
  readonly questionType: string;
  readonly priority: boolean;
}

/** Decision: the separator of several chosen options in one answer. */
export const SURVEY_REASONS_SEPARATOR = ', ';
/**
 * The list POSTed to /api/survey/{orderCode}: one entry per answered question in display order
 * (rating as '1'..'5', text as typed, multiselect as the options joined by ', '); a rating with
 * reasons adds an entry right after it titled '{title} - Motivos' with the reasons joined, not
 * mandatory and not priority. Unanswered questions are left out.
 */
export function buildSurveyAnswers(input: {
  readonly surveyId: string;
  readonly questions: readonly SurveyQuestion[];
  readonly answers: SurveyAnswers;
  readonly orderingCustomerId: string;
  readonly dinerOrderId: string;
}): SurveyAnswerEntry[] {
  const common = {
    orderingCustomerId: input.orderingCustomerId,
    surveyId: input.surveyId,
    dinerOrderId: input.dinerOrderId,
  };
  return sortSurveyQuestions(input.questions).flatMap((question) => {
    const answer = input.answers[question.id];
    if (!answer || !isAnswered(question, answer)) return [];
    const entry: SurveyAnswerEntry = {
      ...common,
      questionTitle: question.title,
      answer: question.type === 'multiselect' ? answer.reasons.join(SURVEY_REASONS_SEPARATOR) : answer.value,
      questionId: question.id,
      mandatory: question.mandatory,
      questionType: question.questionType,
      priority: question.priority,
    };
    if (!showsReasons(question, answer) || answer.reasons.length === 0) return [entry];
    return [
      entry,
      {
        ...entry,
        questionTitle: surveyMessages.reasonsTitle(question.title),
        answer: answer.reasons.join(SURVEY_REASONS_SEPARATOR),
        mandatory: false,
        priority: false,
      },
    ];
  });
}

export interface SurveyOrderState {
  readonly survey?: Survey | null;
  readonly orderHasResponse?: boolean;
  readonly generalNPSAnswer?: number | null;
}

/** Decision: an order is rated once it was delivered (a canceled or unpaid one never reached the diner). */
export const isRateableOrderStatus = (status: string): boolean => status === 'DELIVERED';

/**
 * Which screen the survey page shows: the thanks page once answered; before the order is delivered,
 * a wait; the form for an active survey with questions.
 */
export function surveyScreen(
  state: SurveyOrderState & { readonly orderStatus?: string },
): 'thanks' | 'form' | 'unavailable' | 'notDelivered' {
  if (state.orderHasResponse) return 'thanks';
  if (state.orderStatus !== undefined && !isRateableOrderStatus(state.orderStatus)) return 'notDelivered';
  return state.survey?.active && state.survey.questions.length > 0 ? 'form' : 'unavailable';
}
