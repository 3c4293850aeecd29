export {
  type CustomerData,
  CustomerDataSection,
  type CustomerDataSectionProps,
  type CustomerField,
  cleanPhoneTyping,
  customerDataTexts,
  customerFields,
  DEFAULT_DOCUMENT_LABEL,
  emptyCustomerData,
} from './CustomerDataSection.tsx';
