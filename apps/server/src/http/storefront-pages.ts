/**
 * What the server needs to know about a storefront page from its path alone: the alias in
 * /menu/{alias}/… and /encuesta/{alias}/…, the company, branch or branch contact it names, and
 * so the branches whose look (pixels, colours, logo) the page uses. Read for the page's CSP
 * (the marketing vendors' origins) and for the branch's web manifest.
 */
import type { BranchOutput } from '@comanda/api';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { toBranch } from '../services/catalog.ts';

const PAGE_PATH = /^\/(?:menu|encuesta)\/([^/]+)(?:\/|$)/;

/** The alias a storefront document path names, or null for other paths (guide, assets, API). */
export function aliasOfPagePath(path: string): string | null {
  const match = PAGE_PATH.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export interface AliasOwner {
  readonly kind: 'company' | 'branch' | 'branchContact';
  readonly alias: string;
  readonly name: string;
  /** The branch of a branch contact, the branch itself, or every branch of a company. */
  readonly branches: readonly BranchOutput[];
}

export async function aliasOwner(db: Executor, alias: string): Promise<AliasOwner | null> {
  const [contact] = await db.select().from(t.branchContacts).where(eq(t.branchContacts.alias, alias)).limit(1);
  if (contact) {
    const rows = await db.select().from(t.branches).where(eq(t.branches.id, contact.branchId)).limit(1);
    return { kind: 'branchContact', alias, name: contact.name, branches: rows.map(toBranch) };
  }
  const [branch] = await db.select().from(t.branches).where(eq(t.branches.alias, alias)).limit(1);
  if (branch) return { kind: 'branch', alias, name: branch.name, branches: [toBranch(branch)] };
  const [company] = await db.select().from(t.companies).where(eq(t.companies.alias, alias)).limit(1);
  if (!company) return null;
  const rows = await db.select().from(t.branches).where(eq(t.branches.companyId, company.id));
  return { kind: 'company', alias, name: company.name, branches: rows.map(toBranch) };
}
