import * as analyticsCalls from '../contract/analytics-calls.ts';
import * as dinerCalls from '../contract/diner-calls.ts';
import * as logisticsCalls from '../contract/logistics-calls.ts';

/** The call tables documented in docs/api.md, in order. */
export const apiDocGroups = [
  { title: 'Diner, order, survey and venue-guide calls', calls: dinerCalls },
  { title: 'Rider, shipment, tracking and staff calls', calls: logisticsCalls },
  { title: 'Analytics', calls: analyticsCalls },
] as const;
