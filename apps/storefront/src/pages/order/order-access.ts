/**
 * The order's access token in the page's URL (`?access=`, the secret of the links the diner is
 * given): the order's calls carry it, so the page reads the order in full and may write on it.
 * Without it the page shows the redacted view that the order code alone reads.
 */
import { ORDER_ACCESS_PARAM, type OrderAccessQuery, orderAccessQuery } from '@comanda/api';
import { useSearchParams } from '@comanda/ui';
import { useMemo } from 'react';

export function useOrderAccess(): OrderAccessQuery {
  const [searchParams] = useSearchParams();
  const access = searchParams.get(ORDER_ACCESS_PARAM);
  return useMemo(() => orderAccessQuery(access), [access]);
}
