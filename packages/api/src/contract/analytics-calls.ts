/**
 * The analytics collector's call, a table of its own: the storefront posts to it with `fetch`
 * (keepalive, a session header) rather than through the typed client, so no page ships it.
 */
import { ANALYTICS_COLLECTOR_PATH, AnalyticsBatchSchema } from '../schemas/analytics.ts';
import { defineCall } from './define.ts';

export const collectAnalyticsEvents = defineCall({
  method: 'POST',
  path: ANALYTICS_COLLECTOR_PATH,
  summary:
    "A batch of the storefront's analytics events, with the analytics session in the `session-id` header (a UUID).",
  decision:
    "The spec posts to an external analytics endpoint; this collector is the default, and a branch's `analyticsEndpoint` replaces it.",
  body: AnalyticsBatchSchema,
  response: null,
  failure: { kind: 'fallback', value: undefined },
  auth: 'public',
});
