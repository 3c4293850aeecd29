export { demoOrder } from './fixtures.ts';
export { dinerHandlers, type MockState, mockCall } from './handlers.ts';
export { logisticsHandlers } from './logistics-handlers.ts';
