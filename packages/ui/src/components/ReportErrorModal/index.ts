export {
  type ErrorReport,
  REPORT_ERROR_COMMENT_LIMIT,
  ReportErrorModal,
  type ReportErrorModalProps,
  type ReportErrorType,
  reportErrorModalTexts,
  reportErrorTypes,
} from './ReportErrorModal.tsx';
