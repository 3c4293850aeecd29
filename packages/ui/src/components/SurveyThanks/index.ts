export { SurveyThanks, type SurveyThanksProps } from './SurveyThanks.tsx';
