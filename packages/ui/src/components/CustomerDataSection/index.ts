export {
  type CustomerData,
  CustomerDataSection,
  type CustomerDataSectionProps,
  type CustomerField,
  type CustomerRequiredFields,
  cleanPhoneTyping,
  customerDataTexts,
  customerFields,
  DEFAULT_DOCUMENT_LABEL,
  emptyCustomerData,
} from './CustomerDataSection.tsx';
