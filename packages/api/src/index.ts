/** The wire contract: schemas, call definitions and the typed client (the demo data is `@comanda/api/demo`). No React here. */
export * from './client/client.ts';
export {
  DOCUMENT_ANSWERS_ELEMENT_ID,
  documentAnswerUrls,
  FIRST_SCREEN_ATTRIBUTE,
  takeDocumentAnswer,
} from './client/document-answers.ts';
export * from './client/errors.ts';
export * from './client/policy.ts';
// Each calls module is the contract as a whole (a namespace); a member read from it is a single
// call, so a page ships only the schemas of the calls it makes.
export * as analyticsCalls from './contract/analytics-calls.ts';
export * from './contract/define.ts';
export * as dinerCalls from './contract/diner-calls.ts';
export * from './contract/file-urls.ts';
export * as logisticsCalls from './contract/logistics-calls.ts';
export * from './contract/page-sizes.ts';
export * from './contract/pages.ts';
export * from './schemas/analytics.ts';
export * from './schemas/catalog.ts';
export * from './schemas/common.ts';
export * from './schemas/customer.ts';
export * from './schemas/customer-writes.ts';
export * from './schemas/geocode.ts';
export * from './schemas/logistics.ts';
export * from './schemas/order.ts';
export * from './schemas/order-writes.ts';
export * from './schemas/payment.ts';
export * from './schemas/shipment.ts';
export * from './schemas/survey.ts';
export * from './schemas/survey-writes.ts';
export * from './schemas/tracking.ts';
export * from './schemas/venue.ts';
