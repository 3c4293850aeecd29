/** Diner §7 reads of the catalogue: aliases, companies, branches, contacts, order modes, menus. */
import {
  type CategoryOutput,
  dinerCalls as calls,
  LIST_PAGE_SIZE,
  type MenuCustomizationOutput,
  type OrderModeOutput,
  type PlateOutput,
} from '@comanda/api';
import { nearestFirst } from '@comanda/domain/location';
import { countries, isCountryCode } from '@comanda/domain/money';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { firstRow, requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Mount } from '../http/mount.ts';
import { acceptedEncodings, etagMatches } from '../http/static-sites.ts';
import {
  branchContactView,
  findOrderMode,
  menuHashOf,
  menuOf,
  orderModesOf,
  toBranch,
  toBranchContact,
  toOrderMode,
} from '../services/catalog.ts';
import { chooseMenuBody, type MenuBodies, menuBodies } from '../services/menu-bodies.ts';

const MENU_CACHE_TTL_MS = 1000;
const MENU_CACHE_MAX_ENTRIES = 500;

export function catalogRoutes(mount: Mount): void {
  companyAndBranchRoutes(mount);
  branchContactRoutes(mount);
  menuRoutes(mount);
  menuDetailRoutes(mount);
  orderModeRoutes(mount);
}

/** What an alias names: a company, a branch, or a branch contact with its branch. */
async function aliasInfo(db: Database, alias: string) {
  const company = await firstRow(db, t.companies, eq(t.companies.alias, alias));
  if (company) return { type: 'company', id: company.id, alias: company.alias, company } as const;
  const branch = await firstRow(db, t.branches, eq(t.branches.alias, alias));
  const contact = branch ? undefined : await firstRow(db, t.branchContacts, eq(t.branchContacts.alias, alias));
  const branchRow =
    branch ?? (contact ? await firstRow(db, t.branches, eq(t.branches.id, contact.branchId)) : undefined);
  if (!branchRow) throw notFound('Alias');
  const owner = await requireRow(db, t.companies, eq(t.companies.id, branchRow.companyId), 'Empresa');
  return contact
    ? {
        type: 'branchContact' as const,
        id: contact.id,
        alias: contact.alias,
        company: owner,
        branch: toBranch(branchRow),
        branchContactId: contact.id,
      }
    : {
        type: 'branch' as const,
        id: branchRow.id,
        alias: branchRow.alias,
        company: owner,
        branch: toBranch(branchRow),
      };
}

function companyAndBranchRoutes(mount: Mount): void {
  mount(calls.getAliasInfo, ({ params }, c) => aliasInfo(c.var.db, params.alias));

  mount(calls.getCompany, ({ params }, c) =>
    requireRow(c.var.db, t.companies, eq(t.companies.id, params.companyId as string), 'Empresa'),
  );

  mount(calls.getCompanyBranches, async ({ params, query }, c) => {
    const where = eq(t.branches.companyId, params.companyId as string);
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select()
        .from(t.branches)
        .where(where)
        .orderBy(asc(t.branches.name))
        .limit(query.pageSize)
        .offset(query.offset),
      c.var.db.select({ value: count() }).from(t.branches).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return { branches: rows.map(toBranch), hasMore: query.offset + rows.length < totalCount, total: totalCount };
  });

  mount(calls.getBranch, async ({ params }, c) => {
    const branch = await requireRow(c.var.db, t.branches, eq(t.branches.id, params.branchId as string), 'Sucursal');
    return toBranch(branch);
  });
}

function branchContactRoutes(mount: Mount): void {
  mount(calls.listBranchContacts, async ({ params, query }, c) => {
    const db = c.var.db;
    const branch = await requireRow(db, t.branches, eq(t.branches.id, params.branchId as string), 'Sucursal');
    const search = query.search?.trim();
    const rows = await db
      .select()
      .from(t.branchContacts)
      .where(
        and(
          eq(t.branchContacts.branchId, branch.id),
          search
            ? or(ilike(t.branchContacts.name, `%${search}%`), ilike(t.branchContacts.alias, `%${search}%`))
            : undefined,
        ),
      );
    const contactIds = rows.map((row) => row.id);
    const modes = await orderModesOf(db, contactIds);
    const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const contacts = rows
      .map((row) =>
        toBranchContact(
          row,
          branch,
          modes.filter((mode) => mode.branchContactId === row.id),
          from,
        ),
      )
      .filter(
        (contact) =>
          !query.orderMode || contact.deliveryConfig.orderModes.some((mode) => mode.type === query.orderMode),
      )
      .sort(nearestFirst);
    const page = contacts.slice(query.offset, query.offset + LIST_PAGE_SIZE);
    return { branchContacts: page, hasMore: query.offset + page.length < contacts.length };
  });

  mount(calls.getBranchContact, ({ params }, c) => branchContactView(c.var.db, { id: params.id as string }));

  mount(calls.getBranchOrderModes, async ({ params }, c) => {
    const contacts = await c.var.db
      .select({ id: t.branchContacts.id })
      .from(t.branchContacts)
      .where(eq(t.branchContacts.branchId, params.branchId as string));
    if (contacts.length === 0) throw notFound('Sucursal');
    const contactIds = contacts.map((row) => row.id);
    const modes = (await orderModesOf(c.var.db, contactIds)).filter((mode) => mode.active);
    // One button per kind of mode across the branch's contacts (the selector filters stores by it).
    const byType = new Map(modes.map((mode) => [mode.type, mode] as const));
    return [...byType.values()].map(toOrderMode);
  });
}

function menuRoutes(mount: Mount): void {
  // The menu is the largest read and changes rarely. Its ETag names its content hash, so a client
  // revalidating with If-None-Match gets a 304 without the body. Each app keeps, per menu, its
  // hash for MENU_CACHE_TTL_MS (its own, per process: a changed menu shows within a second on
  // every instance), so a burst of diners opening one menu costs one small query a second; the
  // bodies (JSON bytes, gzip, Brotli) are kept by content hash and made again only when it changes.
  const menuCache = new Map<string, { expires: number; bodies: MenuBodies }>();
  const bodiesByHash = new Map<string, MenuBodies>();
  const encodingsByHeader = new Map<string, ReturnType<typeof acceptedEncodings>>();
  mount(calls.getMenu, async ({ params }, c) => {
    const key = `${params.branchContactAlias}\u0000${params.orderModeId}`;
    const now = Date.now();
    let cached = menuCache.get(key);
    if (!cached || cached.expires <= now) {
      const db = c.get('db');
      const hash = await menuHashOf(db, params.branchContactAlias, params.orderModeId);
      let bodies = hash === null ? undefined : bodiesByHash.get(hash);
      if (!bodies) {
        // Also the path of a missing contact or mode: menuOf answers which one is missing.
        const menu = await menuOf(db, params.branchContactAlias, params.orderModeId);
        if (bodiesByHash.size >= MENU_CACHE_MAX_ENTRIES) bodiesByHash.clear();
        bodies = menuBodies(menu);
        bodiesByHash.set(menu.hash, bodies);
      }
      if (menuCache.size >= MENU_CACHE_MAX_ENTRIES) menuCache.clear();
      cached = { expires: now + MENU_CACHE_TTL_MS, bodies };
      menuCache.set(key, cached);
    }
    const acceptEncoding = c.req.header('Accept-Encoding') ?? '';
    let accepts = encodingsByHeader.get(acceptEncoding);
    if (!accepts) {
      // Browsers send a handful of distinct values: parsed once each.
      if (encodingsByHeader.size >= MENU_CACHE_MAX_ENTRIES) encodingsByHeader.clear();
      accepts = acceptedEncodings(acceptEncoding);
      encodingsByHeader.set(acceptEncoding, accepts);
    }
    const body = chooseMenuBody(cached.bodies, accepts);
    if (cached.bodies.etags.some((etag) => etagMatches(c.req.header('If-None-Match'), etag))) {
      const { 'Content-Type': _type, 'Content-Encoding': _encoding, ...headers } = body.headers;
      return c.body(null, 304, headers);
    }
    return c.body(body.bytes as Uint8Array<ArrayBuffer>, 200, body.headers);
  });

  mount(calls.getMenuHashes, async ({ params, query }, c) => {
    const contact = await c.var.db
      .select({ id: t.branchContacts.id })
      .from(t.branchContacts)
      .where(eq(t.branchContacts.alias, params.alias))
      .limit(1);
    const contactId = contact[0]?.id;
    if (!contactId) throw notFound('Local');
    const ids = Array.isArray(query.orderModeId) ? query.orderModeId : [query.orderModeId];
    const rows = await c.var.db
      .select({ orderModeId: t.orderModes.id, hash: t.menus.hash })
      .from(t.orderModes)
      .innerJoin(t.menus, eq(t.menus.id, t.orderModes.menuId))
      .where(and(eq(t.orderModes.branchContactId, contactId), inArray(t.orderModes.id, ids)));
    return { menuHashes: rows };
  });
}

/** An indicator without its unset colours. */
function indicatorView({ color, textColor, ...rest }: typeof t.indicators.$inferSelect) {
  return { ...rest, ...(color ? { color } : {}), ...(textColor ? { textColor } : {}) };
}

/** The menu's parts read on their own: plate discounts, indicators, customizations. */
function menuDetailRoutes(mount: Mount): void {
  mount(calls.getBranchDiscounts, async ({ params }, c) => {
    const menus = await c.var.db
      .select({ content: t.menus.content })
      .from(t.menus)
      .where(eq(t.menus.branchId, params.branchId as string));
    const discounts = new Map<string, { plateId: string; discount: NonNullable<PlateOutput['discount']> }>();
    for (const menu of menus) {
      for (const category of (menu.content as { categories: CategoryOutput[] }).categories) {
        for (const plate of category.plates)
          if (plate.discount) discounts.set(plate.id, { plateId: plate.id, discount: plate.discount });
      }
    }
    return { discounts: [...discounts.values()] };
  });

  mount(calls.getIndicators, async (_input, c) => {
    const rows = await c.var.db.select().from(t.indicators).orderBy(asc(t.indicators.name));
    return rows.map(indicatorView);
  });

  mount(calls.getEntityIndicators, async ({ params }, c) => {
    const menus = await c.var.db.select({ content: t.menus.content }).from(t.menus);
    let ids: readonly string[] = [];
    for (const menu of menus) {
      for (const category of (menu.content as { categories: CategoryOutput[] }).categories) {
        if (params.a === 'category' && category.id === params.b) ids = category.indicators;
        const plate = category.plates.find((p) => p.id === params.b);
        if (params.a === 'plate' && plate) ids = plate.indicators;
      }
    }
    if (ids.length === 0) return [];
    const rows = await c.var.db
      .select()
      .from(t.indicators)
      .where(inArray(t.indicators.id, [...ids]));
    return rows.map(indicatorView);
  });

  mount(calls.getMenuCustomizations, async ({ params }, c) => {
    const rows = await c.var.db
      .select()
      .from(t.menuCustomizations)
      .where(eq(t.menuCustomizations.branchId, params.branchId as string));
    return rows.map(
      (row): MenuCustomizationOutput => ({
        id: row.id,
        resource: row.resource as MenuCustomizationOutput['resource'],
        commands: row.commands,
        ...(row.displayType ? { displayType: row.displayType } : {}),
        ...(row.theme ? { theme: row.theme } : {}),
      }),
    );
  });
}

function orderModeRoutes(mount: Mount): void {
  mount(calls.getCountry, ({ params }) => {
    const code = params.country.toLowerCase();
    if (!isCountryCode(code)) throw notFound('País');
    return countries[code];
  });

  mount(calls.getFileUrl, async ({ params }, c) => {
    const file = await requireRow(c.var.db, t.files, eq(t.files.id, params.id as string), 'Archivo');
    return { url: file.url };
  });

  mount(calls.getSchedule, async ({ params }, c) => {
    const mode = await findOrderMode(c.var.db, params.orderModeId as string);
    return (mode.schedules as OrderModeOutput['schedules']).flatMap((schedule) => schedule.scheduleConfigs);
  });

  mount(calls.getGeneralDiscounts, async ({ params }, c) => ({
    generalDiscounts: (await findOrderMode(c.var.db, params.id as string)).generalDiscounts as never,
  }));
  mount(calls.getGeneralSurcharges, async ({ params }, c) => ({
    generalSurcharges: (await findOrderMode(c.var.db, params.id as string)).generalSurcharges as never,
  }));
  mount(calls.getFees, async ({ params }, c) => {
    const mode = await findOrderMode(c.var.db, params.id as string);
    return { userFee: mode.userFee, percentageUserFee: mode.percentageUserFeeBasisPoints / 100 };
  });
}
