import { useWhoAmI } from '@comanda/api/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';

/**
 * The signed-in rider (GET /api/whoami). Follow-up §8: when who-am-I fails (no shift, expired or
 * revoked token) the rider is sent to the 404 page 'Acceso denegado o link expirado'.
 */
export function useRiderIdentity(alias: string) {
  const { rider, error } = useWhoAmI();
  const navigate = useNavigate();
  useEffect(() => {
    if (error) navigate(paths.accessDenied(alias), { replace: true });
  }, [error, alias, navigate]);
  return rider;
}
