/**
 * Resolves the rider link's branch-contact alias, themes the rider screens with the branch's
 * colours, renders the one `Toaster` (so a toast outlives a redirect between rider screens) and
 * gives pages the branch contact, its name and logo.
 */
import type { BranchContactOutput, BranchOutput } from '@comanda/api';
import { useAliasInfo, useBranchContact } from '@comanda/api/react';
import { Spinner, Stack, StatusScreen, ThemeProvider, Toaster, useParams } from '@comanda/ui';
import { createContext, type ReactNode, Suspense, useContext } from 'react';

export interface BranchScopeValue {
  readonly alias: string;
  readonly branch: BranchOutput;
  readonly contact: BranchContactOutput;
  /** The branch's country code ('ar'), for phones. */
  readonly country: string;
  readonly timeZone: string;
  readonly logoUrl: string | null;
}

const BranchScopeContext = createContext<BranchScopeValue | null>(null);

export function useBranchScope(): BranchScopeValue {
  const value = useContext(BranchScopeContext);
  if (!value) throw new Error('useBranchScope must be used inside <BranchScope>');
  return value;
}

export function PageLoading({ label = 'Cargando' }: { readonly label?: string }) {
  return (
    <Stack align="center" justify="center" style={{ minHeight: '60dvh' }}>
      <Spinner label={label} />
    </Stack>
  );
}

/** Layout route of '/:alias/…'. */
export function BranchScope({ children }: { readonly children: ReactNode }) {
  const alias = useParams().alias ?? '';
  const { aliasInfo, error, isLoading } = useAliasInfo({ params: { alias } });
  const contactId = aliasInfo?.type === 'branchContact' ? aliasInfo.branchContactId : undefined;
  const { branchContact, error: contactError } = useBranchContact(contactId ? { params: { id: contactId } } : null);
  if (error || contactError || (aliasInfo && aliasInfo.type !== 'branchContact')) {
    return (
      <ThemeProvider>
        <main>
          <StatusScreen
            icon="notFound"
            title="No encontramos este local"
            message="Revisá el enlace que te compartió tu local."
            action={{ label: 'Ir al inicio', href: '/logistics/' }}
          />
        </main>
      </ThemeProvider>
    );
  }
  if (isLoading || !aliasInfo?.branch || !branchContact) {
    return (
      <ThemeProvider>
        <main>
          <PageLoading />
        </main>
      </ThemeProvider>
    );
  }
  const branch = aliasInfo.branch;
  const value: BranchScopeValue = {
    alias,
    branch,
    contact: branchContact,
    country: branch.country,
    timeZone: branch.timeZone,
    logoUrl: branch.customLogoURL ?? null,
  };
  return (
    <ThemeProvider colorConfig={branch.generalConfig.colorConfig} fontFamily={branch.generalConfig.fontFamily}>
      <BranchScopeContext.Provider value={value}>
        {/* Here, not around the routes: the Toaster stays while the next page's chunk arrives. */}
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
        <Toaster />
      </BranchScopeContext.Provider>
    </ThemeProvider>
  );
}
