import {
  type AnswerResult,
  answerQuestion,
  canSubmit,
  EMPTY_ANSWER,
  parseRating,
  SURVEY_RATING_MAX,
  SURVEY_RATING_MIN,
  SURVEY_TEXT_LIMIT,
  type SurveyAnswers,
  type SurveyQuestion,
  showsReasons,
  sortSurveyQuestions,
  surveyMessages,
  toggleReason,
  validateSurvey,
} from '@comanda/domain/survey';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Survey.css.ts';

/** Decision: texts the spec implies but does not word. */
export const surveyTexts = {
  /** The accessible name of a star: '1 estrella', '4 estrellas'. */
  stars: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  /** The legend of a rating's follow-up reasons. */
  reasonsLegend: '¿Qué podemos mejorar?',
  /** Read after a mandatory question's title. */
  required: 'obligatoria',
} as const;

const RATINGS = Array.from({ length: SURVEY_RATING_MAX - SURVEY_RATING_MIN + 1 }, (_, i) => SURVEY_RATING_MIN + i);

export interface SurveyProps {
  readonly questions: readonly SurveyQuestion[];
  /** Controlled answers (per question id, as the domain keeps them). */
  readonly answers?: SurveyAnswers;
  /** Uncontrolled start, e.g. `prefillFromNps(...)` with the surveyGeneralNPSAnswer query value. */
  readonly defaultAnswers?: SurveyAnswers;
  readonly onAnswersChange?: (answers: SurveyAnswers) => void;
  /**
   * The answers to send. Called by 'Calificar mi pedido' when the survey validates, or at once when
   * a priority question is answered; never twice within 1.5 s (the domain's `canSubmit`).
   */
  readonly onSubmit: (answers: SurveyAnswers) => void;
  /** The answers are being sent. */
  readonly submitting?: boolean;
  /** The clock of the submit guard; injectable for tests. */
  readonly now?: () => number;
}

/**
 * The satisfaction survey: stars (a radio group), follow-up reasons for a rating other than 5,
 * text answers cut at 180 characters, option chips; every rule is the domain's.
 */
export function Survey({
  questions,
  answers: controlled,
  defaultAnswers = {},
  onAnswersChange,
  onSubmit,
  submitting = false,
  now = Date.now,
}: SurveyProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<SurveyAnswers>(defaultAnswers);
  const answers = controlled ?? uncontrolled;
  const [error, setError] = useState<string | null>(null);
  const lastPressAt = useRef<number | null>(null);
  const ordered = sortSurveyQuestions(questions);

  // The guard counts sends: a refused attempt sent nothing, and the diner's next press must not be ignored.
  const submit = (next: SurveyAnswers) => {
    const at = now();
    if (!canSubmit(lastPressAt.current, at)) return;
    const result = validateSurvey(questions, next);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    lastPressAt.current = at;
    setError(null);
    onSubmit(next);
  };

  const apply = (result: AnswerResult) => {
    if (result.answers !== answers) {
      if (controlled === undefined) setUncontrolled(result.answers);
      onAnswersChange?.(result.answers);
    }
    // A priority question answered submits at once; with a mandatory question still open it says
    // which, as the button would, instead of sending a survey the server refuses.
    if (result.submitNow) submit(result.answers);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(answers);
  };

  const titleId = `${id}-title`;
  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={onFormSubmit} data-slot="survey">
      <Text as="h1" id={titleId} size="xl" weight="bold">
        {surveyMessages.title}
      </Text>
      {ordered.map((question) => {
        const answer = answers[question.id] ?? EMPTY_ANSWER;
        const questionId = `${id}-${question.id}`;
        if (question.type === 'text') {
          return (
            <TextField
              key={question.id}
              multiline
              name={question.id}
              label={question.title}
              hint={question.subTitle ?? undefined}
              value={answer.value}
              counter={{
                length: Math.min(Array.from(answer.value).length, SURVEY_TEXT_LIMIT),
                limit: SURVEY_TEXT_LIMIT,
              }}
              aria-required={question.mandatory || undefined}
              onChange={(event) => apply(answerQuestion(answers, question, event.currentTarget.value))}
            />
          );
        }
        if (question.type === 'multiselect') {
          return (
            <ReasonChips
              key={question.id}
              id={questionId}
              legend={<QuestionTitle question={question} />}
              subTitle={question.subTitle}
              reasons={(question.questionReasons ?? []).map((r) => r.reason)}
              chosen={answer.reasons}
              onToggle={(reason) => apply(toggleReason(answers, question, reason))}
            />
          );
        }
        const rating = parseRating(answer.value);
        return (
          <div key={question.id} className={styles.question} data-slot="survey-question">
            <Stack gap="xxs">
              <Text as="h2" id={`${questionId}-title`} size="md" weight="bold">
                <QuestionTitle question={question} />
              </Text>
              {question.subTitle && (
                <Text id={`${questionId}-sub`} size="sm" tone="description">
                  {question.subTitle}
                </Text>
              )}
            </Stack>
            <div
              role="radiogroup"
              className={styles.stars}
              aria-labelledby={`${questionId}-title`}
              aria-describedby={question.subTitle ? `${questionId}-sub` : undefined}
              aria-required={question.mandatory || undefined}
              data-slot="survey-stars"
            >
              {RATINGS.map((n) => (
                <label key={n} className={styles.star} data-state={rating !== null && n <= rating ? 'on' : 'off'}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${questionId}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => apply(answerQuestion(answers, question, n))}
                  />
                  <span aria-hidden="true">★</span>
                  <VisuallyHidden>{surveyTexts.stars(n)}</VisuallyHidden>
                </label>
              ))}
            </div>
            {showsReasons(question, answer) && (
              <ReasonChips
                id={`${questionId}-reasons`}
                legend={surveyTexts.reasonsLegend}
                reasons={(question.questionReasons ?? []).map((r) => r.reason)}
                chosen={answer.reasons}
                onToggle={(reason) => apply(toggleReason(answers, question, reason))}
              />
            )}
          </div>
        );
      })}
      <Stack gap="sm">
        {error && (
          <Text role="alert" size="sm" weight="medium" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          {surveyMessages.submit}
        </Button>
      </Stack>
    </form>
  );
}

function QuestionTitle({ question }: { readonly question: SurveyQuestion }) {
  return (
    <>
      {question.title}
      {question.mandatory && (
        <>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
          <VisuallyHidden>{` (${surveyTexts.required})`}</VisuallyHidden>
        </>
      )}
    </>
  );
}

interface ReasonChipsProps {
  readonly id: string;
  readonly legend: ReactNode;
  readonly subTitle?: string | null;
  readonly reasons: readonly string[];
  readonly chosen: readonly string[];
  readonly onToggle: (reason: string) => void;
}

/** A multiselect as chips: each a checkbox, in a fieldset named by its legend. */
function ReasonChips({ id, legend, subTitle, reasons, chosen, onToggle }: ReasonChipsProps) {
  return (
    <fieldset
      className={styles.question}
      aria-describedby={subTitle ? `${id}-sub` : undefined}
      data-slot="survey-reasons"
    >
      <legend className={styles.legend}>
        <Text as="span" size="md" weight="bold">
          {legend}
        </Text>
      </legend>
      {subTitle && (
        <Text id={`${id}-sub`} size="sm" tone="description">
          {subTitle}
        </Text>
      )}
      <div className={styles.chips}>
        {reasons.map((reason) => {
          const on = chosen.includes(reason);
          return (
            <label key={reason} className={styles.chip} data-state={on ? 'on' : 'off'}>
              <input
                type="checkbox"
                className={styles.radio}
                name={id}
                value={reason}
                checked={on}
                onChange={() => onToggle(reason)}
              />
              {reason}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
