/** 'Reportar error': sends the diner's report for the order and closes the modal when it is saved. */

import type { OrderAccessQuery } from '@comanda/api';
import { dinerCalls, parseError } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { type ErrorReport, notify } from '@comanda/ui';

/** Decision: the toast once a report is saved (the spec names the modal only). */
export const REPORT_SAVED_MESSAGE = 'Recibimos tu reporte. El local se comunicará con vos.';

export function useReportError(orderCode: string, access: OrderAccessQuery, onSaved: () => void) {
  const { trigger, isMutating } = useCallMutation(dinerCalls.reportOrderError);
  const report = async ({ errorType, comment }: ErrorReport): Promise<boolean> => {
    try {
      await trigger({
        params: { orderCode },
        query: access,
        body: { code: orderCode, errorType, ...(comment ? { comment } : {}) },
      });
      notify.success(REPORT_SAVED_MESSAGE);
      onSaved();
      return true;
    } catch (error) {
      notify.error(parseError(error).message);
      return false;
    }
  };
  return { report, reporting: isMutating };
}
