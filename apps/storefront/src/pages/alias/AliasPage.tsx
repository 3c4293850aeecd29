/**
 * /menu/{alias}, /menu/{alias}/{mode} and /menu/{alias}/{category}/{plate} (diner §2): the alias
 * names a company (its branches), a branch (the store selector) or a branch contact (its menu,
 * or a plate's page).
 */
import { useAliasInfo } from '@comanda/api/react';
import { UnknownBranchPage } from '@comanda/app-shell';
import { StatusScreen, ThemeProvider, useParams } from '@comanda/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { BranchScope, PageLoading, unknownBranch, useBranchScope } from '../../branch/BranchScope.tsx';
import { useRememberEntryParameters } from '../../state/entry-parameters.ts';
import { useRememberPartnerUser } from '../../state/partner-user.ts';
import { MenuScreen } from '../menu/MenuScreen.tsx';

/** The company's page: not part of what a store's menu loads. */
const CompanyPage = lazy(async () => ({ default: (await import('./CompanyPage.tsx')).CompanyPage }));

/** A plate's own page (menus whose plates do not open in a modal): its form loads with it. */
const PlatePage = lazy(async () => ({ default: (await import('../menu/PlatePage.tsx')).PlatePage }));
/** The store selector: its address control and the location's rules are no part of the menu's load. */
const BranchPage = lazy(async () => ({ default: (await import('./BranchPage.tsx')).BranchPage }));

export function AliasPage() {
  const { alias = '', plate } = useParams();
  const { aliasInfo, status } = useAliasInfo({ params: { alias } });
  useRememberEntryParameters();
  useRememberPartnerUser();

  if (status === 'error' || (aliasInfo?.type === 'branch' && !aliasInfo.branch)) {
    return <UnknownBranchPage {...unknownBranch} />;
  }
  if (!aliasInfo) {
    return (
      <ThemeProvider>
        <PageLoading />
      </ThemeProvider>
    );
  }
  switch (aliasInfo.type) {
    case 'company':
      return (
        <ThemeProvider>
          <Suspense fallback={<PageLoading />}>
            <CompanyPage aliasInfo={aliasInfo} />
          </Suspense>
        </ThemeProvider>
      );
    case 'branch':
      return aliasInfo.branch ? (
        <Suspense
          fallback={
            <ThemeProvider>
              <PageLoading />
            </ThemeProvider>
          }
        >
          <BranchPage branch={aliasInfo.branch} />
        </Suspense>
      ) : null;
    case 'branchContact':
      return (
        <BranchScope alias={alias}>
          <UnlessBlocked>
            {plate ? (
              <Suspense fallback={<PageLoading />}>
                <PlatePage />
              </Suspense>
            ) : (
              <MenuScreen />
            )}
          </UnlessBlocked>
        </BranchScope>
      );
    default:
      return aliasInfo.type satisfies never;
  }
}

/** Decision: the spec names the screen of a blocked store but not its texts (diner §8). */
export const blockedStoreMessages = {
  title: 'Este local no está recibiendo pedidos',
  message: 'Por el momento no es posible hacer pedidos en línea. Comunícate con el local para más información.',
} as const;

/** A store whose commercial terms are blocked shows why at once: no menu to build a cart on. */
function UnlessBlocked({ children }: { readonly children: ReactNode }) {
  const { contact } = useBranchScope();
  if (!contact.commercialTermsInfo.blocked) return children;
  return (
    <main>
      <StatusScreen icon="blocked" title={blockedStoreMessages.title} message={blockedStoreMessages.message} />
    </main>
  );
}
