/** The satisfaction survey (follow-up §3). */
import * as v from 'valibot';
import { IdSchema } from './common.ts';

/** The `error` codes of a refused survey submission (409). */
export const surveyErrors = {
  alreadyRated: 'survey_already_answered',
  notDelivered: 'order_not_delivered',
} as const;

export const SurveyQuestionSchema = v.object({
  id: IdSchema,
  title: v.string(),
  subTitle: v.optional(v.string()),
  type: v.picklist(['rating', 'text', 'multiselect']),
  questionOrder: v.number(),
  mandatory: v.boolean(),
  priority: v.boolean(),
  questionType: v.picklist(['GENERAL_NPS', 'REASONS', 'OTHER']),
  questionReasons: v.array(v.object({ id: IdSchema, reason: v.string() })),
});
export const SurveySchema = v.object({ id: IdSchema, active: v.boolean(), questions: v.array(SurveyQuestionSchema) });
export type SurveyOutput = v.InferOutput<typeof SurveySchema>;

export const SurveyStateSchema = v.object({
  survey: v.optional(SurveySchema),
  orderHasResponse: v.boolean(),
  generalNPSAnswer: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5))),
});
