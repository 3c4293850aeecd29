export { Survey, type SurveyProps, surveyTexts } from './Survey.tsx';
