/** A survey's answers as the diner sends them; the survey as read is `survey.ts`. */
import * as v from 'valibot';
import { IdSchema, NoteSchema } from './common.ts';

export const SurveyAnswerSchema = v.object({
  questionTitle: v.pipe(v.string(), v.maxLength(300)),
  answer: NoteSchema(2000),
  orderingCustomerId: v.optional(IdSchema),
  surveyId: IdSchema,
  questionId: IdSchema,
  mandatory: v.boolean(),
  dinerOrderId: IdSchema,
  questionType: v.string(),
  priority: v.boolean(),
});
export const SubmitSurveyBodySchema = v.pipe(v.array(SurveyAnswerSchema), v.minLength(1), v.maxLength(50));
export type SubmitSurveyInput = v.InferInput<typeof SubmitSurveyBodySchema>;
