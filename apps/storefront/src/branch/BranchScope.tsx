/**
 * Resolves a branch-contact alias to its branch and contact, themes everything below with the
 * branch's colours, and gives pages the context every rule needs (country, time zone, contact).
 */
import type { BranchContactOutput, BranchOutput } from '@comanda/api';
import { useAliasInfo, useBranchContact } from '@comanda/api/react';
import { type CountryCode, countryOf } from '@comanda/domain';
import { Spinner, Stack, StatusScreen, ThemeProvider, Toaster } from '@comanda/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { BranchAnalytics } from '../analytics/BranchAnalytics.tsx';
import { BranchManifest } from '../pwa/BranchManifest.tsx';

export interface BranchScopeValue {
  readonly alias: string;
  readonly branch: BranchOutput;
  readonly contact: BranchContactOutput;
  /** The branch's country ('ar' where it names none we know), for money, phones and formats. */
  readonly country: CountryCode;
  readonly timeZone: string;
}

const BranchScopeContext = createContext<BranchScopeValue | null>(null);

export function useBranchScope(): BranchScopeValue {
  const value = useContext(BranchScopeContext);
  if (!value) throw new Error('useBranchScope must be used inside <BranchScope>');
  return value;
}

export function PageLoading({ label = 'Cargando' }: { readonly label?: string }) {
  return (
    <Stack as="main" align="center" justify="center" style={{ minHeight: '60dvh' }}>
      <Spinner label={label} />
    </Stack>
  );
}

/** For pages of one branch contact (menu, cart, checkout, follow-up, survey). */
export function BranchScope({ alias, children }: { readonly alias: string; readonly children: ReactNode }) {
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
            message="Revisá el enlace o buscá el local en la guía."
            action={{ label: 'Ver locales', href: '/' }}
          />
        </main>
      </ThemeProvider>
    );
  }
  if (isLoading || !aliasInfo?.branch || !branchContact) {
    return (
      <ThemeProvider>
        <PageLoading />
      </ThemeProvider>
    );
  }
  const branch = aliasInfo.branch;
  const value: BranchScopeValue = {
    alias,
    branch,
    contact: branchContact,
    country: countryOf(branch.country).code,
    timeZone: branch.timeZone,
  };
  return (
    <ThemeProvider colorConfig={branch.generalConfig.colorConfig} fontFamily={branch.generalConfig.fontFamily}>
      <BranchScopeContext.Provider value={value}>
        <BranchAnalytics branch={branch} />
        <BranchManifest alias={alias} branch={branch} />
        {children}
        <Toaster />
      </BranchScopeContext.Provider>
    </ThemeProvider>
  );
}
