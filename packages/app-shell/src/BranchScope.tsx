/**
 * The frame of every page of one branch contact, in both apps: resolves the alias to the branch and
 * its contact, themes everything below with the branch's colours, renders the one `Toaster` (so a
 * toast outlives a move between pages) and gives pages the context every rule needs.
 */
import { type BranchContactOutput, type BranchOutput, parseError } from '@comanda/api';
import { useAliasInfo, useBranchContact } from '@comanda/api/react';
import { type CountryCode, countryOf } from '@comanda/domain/money';
import { ThemeProvider, Toaster } from '@comanda/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { PageLoading } from './PageLoading.tsx';
import { StatusPage, UnknownBranchPage, type UnknownBranchScreen } from './StatusPage.tsx';

export interface BranchScopeValue {
  readonly alias: string;
  readonly branch: BranchOutput;
  readonly contact: BranchContactOutput;
  /** The branch's country ('ar' where it names none we know), for money, phones and formats. */
  readonly country: CountryCode;
  readonly timeZone: string;
  readonly logoUrl: string | null;
}

const BranchScopeContext = createContext<BranchScopeValue | null>(null);

export function useBranchScope(): BranchScopeValue {
  const value = useContext(BranchScopeContext);
  if (!value) throw new Error('useBranchScope must be used inside <BranchScope>');
  return value;
}

/** What a read that failed (the network or the server, not an unknown alias) shows: why, and a retry. */
export interface FailedReadScreen {
  readonly title: string;
  readonly retryLabel: string;
}

export function BranchScope({
  alias,
  unknownBranch,
  failedRead,
  children,
}: {
  readonly alias: string;
  readonly unknownBranch: UnknownBranchScreen;
  /** Without it a failed read shows the unknown-branch screen. */
  readonly failedRead?: FailedReadScreen;
  readonly children: ReactNode;
}) {
  const { aliasInfo, error, mutate } = useAliasInfo({ params: { alias } });
  const contactId = aliasInfo?.type === 'branchContact' ? aliasInfo.branchContactId : undefined;
  const contactRead = useBranchContact(contactId ? { params: { id: contactId } } : null);
  const { branchContact, error: contactError } = contactRead;
  const branch = aliasInfo?.branch;
  // One value while the branch is the same: a new object on each render (SWR's revalidation after
  // hydration renders this again) would reach every reader, and a part of the page still waiting
  // for its code would then drop the server's screen for its fallback.
  const value = useMemo<BranchScopeValue | null>(
    () =>
      branch && branchContact
        ? {
            alias,
            branch,
            contact: branchContact,
            country: countryOf(branch.country).code,
            timeZone: branch.timeZone,
            logoUrl: branch.customLogoURL ?? null,
          }
        : null,
    [alias, branch, branchContact],
  );
  // A failed refresh (focus, reconnect) keeps the branch it read: only a first read's failure counts.
  const aliasFailed = Boolean(error && !aliasInfo);
  const readError = aliasFailed ? error : contactError && !branchContact ? contactError : undefined;
  if (failedRead && readError && parseError(readError).status !== 404) {
    const retry = () => void (aliasFailed ? mutate() : contactRead.mutate());
    return <StatusPage title={failedRead.title} action={{ label: failedRead.retryLabel, onClick: retry }} />;
  }
  if (readError || (aliasInfo && aliasInfo.type !== 'branchContact')) return <UnknownBranchPage {...unknownBranch} />;
  // Not SWR's `isLoading`: it is true while the document's first answer is being revalidated, and the page shows.
  if (!branch || !value) {
    return (
      <ThemeProvider>
        <PageLoading />
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider colorConfig={branch.generalConfig.colorConfig} fontFamily={branch.generalConfig.fontFamily}>
      <BranchScopeContext.Provider value={value}>
        {children}
        <Toaster />
      </BranchScopeContext.Provider>
    </ThemeProvider>
  );
}
