import { useCountry } from '@comanda/api/react';
import { type CountryCode, isCountryCode } from '@comanda/domain/money';
import { useBranchScope } from './BranchScope.tsx';

/**
 * The phone country of the store (diner §6: from the branch's country, fallback ar), as GET
 * /api/country answers its country data; until it answers, or when it fails (§8: logged only), the
 * branch's own code. A prefix the diner picked before (`readPhonePrefix`) comes first.
 */
export function useStorePhoneCountry(): CountryCode {
  const { country } = useBranchScope();
  const { country: answered } = useCountry({ params: { country } });
  return isCountryCode(answered?.code) ? answered.code : country;
}
