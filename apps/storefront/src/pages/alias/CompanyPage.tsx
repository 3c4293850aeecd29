/**
 * A company alias (diner §2 "Company page"): the company (`GET /api/diner/companies/{id}`) and its
 * branches as cards, each to /menu/{branchAlias}, read 99 a page by offset (diner §7, §9) with
 * 'Ver más locales'; the last page read says there are no more, which is not the same as none.
 */
import { type AliasInfoOutput, absoluteFileUrl, BRANCH_PAGE_SIZE, type BranchOutput } from '@comanda/api';
import { useCompany, useCompanyBranches } from '@comanda/api/react';
import { BranchCards, PageLayout, useDocumentTitle } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { useLoadedUrls } from '../menu/images.ts';
import { menuPaths, useFollowLink } from '../menu/links.ts';

interface BranchPages {
  readonly branches: readonly BranchOutput[];
  readonly hasMore: boolean;
  readonly pagesRead: number;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly error: unknown;
  readonly retry: () => void;
  readonly loadMore: () => void;
}

/** Each page is read once and appended; a page being read keeps the earlier ones on screen. */
function useBranchPages(companyId: string): BranchPages {
  const [wanted, setWanted] = useState(1);
  const [pages, setPages] = useState<readonly (readonly BranchOutput[])[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const { companyBranches, error, isLoading, mutate } = useCompanyBranches({
    params: { companyId },
    query: { offset: (wanted - 1) * BRANCH_PAGE_SIZE, pageSize: BRANCH_PAGE_SIZE },
  });
  useEffect(() => {
    if (!companyBranches || isLoading) return;
    setPages((read) => (read.length >= wanted ? read : [...read, companyBranches.branches]));
    setHasMore(companyBranches.hasMore);
  }, [companyBranches, isLoading, wanted]);
  const reading = pages.length < wanted;
  return {
    branches: pages.flat(),
    hasMore,
    pagesRead: pages.length,
    loading: reading && pages.length === 0,
    loadingMore: reading && pages.length > 0 && !error,
    error,
    retry: () => void (mutate as () => Promise<unknown>)(),
    loadMore: () => setWanted((current) => (pages.length >= current ? current + 1 : current)),
  };
}

export function CompanyPage({ aliasInfo }: { readonly aliasInfo: AliasInfoOutput }) {
  const followLink = useFollowLink();
  const { company, error: companyError } = useCompany({ params: { companyId: aliasInfo.company.id } });
  const pages = useBranchPages(aliasInfo.company.id);
  const logos = useLoadedUrls(pages.branches.map((branch) => branch.customLogoURL));
  const name = company?.name ?? aliasInfo.company.name;

  useDocumentTitle(name);

  return (
    <PageLayout>
      <BranchCards
        title={name}
        status={pages.error || companyError ? 'error' : pages.loading ? 'loading' : 'ready'}
        onRetry={pages.retry}
        onSelect={(_id, event) => followLink(event)}
        hasMore={pages.hasMore}
        onLoadMore={pages.loadMore}
        loadingMore={pages.loadingMore}
        endReached={!pages.hasMore && pages.pagesRead > 1}
        branches={pages.branches.map((branch) => {
          const logo = absoluteFileUrl(branch.customLogoURL);
          return {
            id: branch.id,
            name: branch.name,
            logoUrl: logo && logos.has(logo) ? logo : null,
            href: menuPaths.menu(branch.alias),
          };
        })}
      />
    </PageLayout>
  );
}
