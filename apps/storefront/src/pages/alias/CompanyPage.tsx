/** A company alias (diner §2 "Company page"): its branches as cards, each to /menu/{branchAlias}. */
import { type AliasInfoOutput, absoluteFileUrl } from '@comanda/api';
import { useCompanyBranches } from '@comanda/api/react';
import { BranchCards, PageLayout } from '@comanda/ui';
import { useEffect } from 'react';
import { useLoadedUrls } from '../menu/images.ts';
import { menuPaths, useFollowLink } from '../menu/links.ts';

/** Diner §9: branches are read 99 a page. */
export const BRANCH_PAGE_SIZE = 99;

export function CompanyPage({ aliasInfo }: { readonly aliasInfo: AliasInfoOutput }) {
  const followLink = useFollowLink();
  const { companyBranches, error, isLoading, mutate } = useCompanyBranches({
    params: { companyId: aliasInfo.company.id },
    query: { pageSize: BRANCH_PAGE_SIZE },
  });
  const branches = companyBranches?.branches ?? [];
  const logos = useLoadedUrls(branches.map((branch) => branch.customLogoURL));

  useEffect(() => {
    document.title = aliasInfo.company.name;
  }, [aliasInfo.company.name]);

  return (
    <PageLayout>
      <BranchCards
        title={aliasInfo.company.name}
        status={error ? 'error' : isLoading && !companyBranches ? 'loading' : 'ready'}
        onRetry={() => void (mutate as () => Promise<unknown>)()}
        onSelect={(_id, event) => followLink(event)}
        branches={branches.map((branch) => {
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
