import { useWhoAmI } from '@comanda/api/react';
import { useNavigate } from '@comanda/ui';
import { useEffect } from 'react';
import { paths } from '../app/paths.ts';

/**
 * The signed-in rider (GET /api/whoami). Follow-up §8: when who-am-I fails (no shift, expired or
 * revoked token) the rider is sent to the 404 page 'Acceso denegado o link expirado'. `pending`:
 * the venue has not approved the rider yet (the page shows the waiting screen; `recheck` asks again).
 */
export function useRiderIdentity(alias: string) {
  const { rider, error, mutate } = useWhoAmI();
  const navigate = useNavigate();
  useEffect(() => {
    if (error) navigate(paths.accessDenied(alias), { replace: true });
  }, [error, alias, navigate]);
  return {
    rider: rider?.approved ? rider : undefined,
    pending: rider !== undefined && !rider.approved,
    recheck: () => void mutate(),
  };
}
