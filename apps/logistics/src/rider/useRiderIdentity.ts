import { useWhoAmI } from '@comanda/api/react';
import { isWhoAmIRefusal, riderSessionLoading } from '@comanda/domain/rider';
import { useNavigate } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { errorStatus } from '../app/errors.ts';
import { paths } from '../app/paths.ts';

/**
 * The signed-in rider (GET /api/whoami) and the session's loading value (follow-up §4), which
 * decides the screen: loading, the failure with 'Reintentar', or the page itself. Follow-up §8:
 * when the server refuses who-am-I (no shift, expired or revoked token) the rider is sent to the
 * 404 page 'Acceso denegado o link expirado'. `pending`: the venue has not approved the rider yet
 * (the page shows the waiting screen; `recheck` asks again).
 */
export function useRiderIdentity(alias: string) {
  const { rider, error, isLoading, mutate } = useWhoAmI();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const refused = error !== undefined && isWhoAmIRefusal(errorStatus(error));
  useEffect(() => {
    if (refused) navigate(paths.accessDenied(alias), { replace: true });
  }, [refused, alias, navigate]);
  const session = riderSessionLoading({
    answered: rider !== undefined,
    // SWR keeps asking after a failure by itself; the screen shows loading only for the rider's own retry.
    asking: retrying || (isLoading && !error),
    failed: error !== undefined && !refused,
  });
  return {
    session,
    rider: rider?.approved ? rider : undefined,
    pending: rider !== undefined && !rider.approved,
    recheck: () => void mutate(),
    retry: () => {
      setRetrying(true);
      void mutate().finally(() => setRetrying(false));
    },
  };
}
