/**
 * A long menu's category sections, virtualised by rows with the window as scroller: each section's
 * header and each of its plates is a row placed by the virtualiser, and only the rows near the
 * viewport are in the DOM, inside their section's landmark (which spans the whole section, so a chip
 * scrolls to its top) with its header; plus the card that last held the keyboard focus and its
 * neighbours (a focused card that scrolls away keeps its focus, and Tab goes on from it), and the
 * card of the plate `keepDrawn` names. A grid of tiles (the `impact` theme) is one row, drawn whole.
 * Tab order is the menu's: the rows beyond the screen's edges are rendered, and the browser scrolls
 * each newly focused card into view. Loaded by `MenuSections` only for menus longer than
 * `WHOLE_MENU_PLATES` (the virtualiser is ≈ 10 KB gzip).
 */
import { CategoryHeader, CategorySection, PlateCard, tokens } from '@comanda/ui';
import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MenuSection, MenuSectionsProps } from './menu-sections.ts';
import { scrollToCategory } from './scroll-to-category.ts';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 3;

/** Rows kept drawn on each side of the focused card, so that Tab and Shift+Tab reach the next card. */
const FOCUS_NEIGHBOURS = 2;

/** Estimates until a row is measured: a header, a row card (96 px image and padding), a tile. */
const HEADER_ESTIMATE = 60;
const PLATE_ESTIMATE = 122;
const TILE_ESTIMATE = 280;

/** The space below a header or a plate, and below a section's last row. */
const ROW_GAP = tokens.space.md;
const SECTION_GAP = tokens.space.lg;

/** As the sections' scroll-margin-top: room above a section brought to the top by its chip. */
const SCROLL_PADDING = tokens.touchTarget + tokens.space.xl;

/** A row of the list: a section's header, one of its plates, or the whole section (a grid of tiles). */
type Row =
  | { readonly kind: 'header' | 'whole'; readonly section: number }
  | { readonly kind: 'plate'; readonly section: number; readonly plate: number };

interface MenuRows {
  readonly rows: readonly Row[];
  /** Each section's first row (its header); a section ends where the next one starts. */
  readonly firsts: readonly number[];
}

function menuRows(sections: readonly MenuSection[]): MenuRows {
  const rows: Row[] = [];
  const firsts: number[] = [];
  for (const [s, section] of sections.entries()) {
    firsts.push(rows.length);
    if (section.theme === 'impact') rows.push({ kind: 'whole', section: s });
    else {
      rows.push({ kind: 'header', section: s });
      for (let plate = 0; plate < section.items.length; plate += 1) rows.push({ kind: 'plate', section: s, plate });
    }
  }
  return { rows, firsts };
}

const isLastRow = ({ rows }: MenuRows, index: number) =>
  index === rows.length - 1 || rows[index + 1]?.section !== rows[index]?.section;

export default function VirtualMenuSections({ sections, onOpenPlate, keepDrawn, ref }: MenuSectionsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const focused = useRef<number | null>(null);
  const layout = useMemo(() => menuRows(sections), [sections]);
  const { rows, firsts } = layout;

  const kept = useMemo(() => {
    if (!keepDrawn) return -1;
    const s = sections.findIndex((section) => section.category.id === keepDrawn.categoryId);
    const plate = sections[s]?.items.findIndex((item) => item.plate.id === keepDrawn.id) ?? -1;
    return rows.findIndex(
      (row) => row.section === s && (row.kind === 'whole' || ('plate' in row && row.plate === plate)),
    );
  }, [keepDrawn, sections, rows]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (kept >= 0) indexes.add(kept);
      const focus = focused.current;
      if (focus !== null) {
        for (let index = focus - FOCUS_NEIGHBOURS; index <= focus + FOCUS_NEIGHBOURS; index += 1) indexes.add(index);
      }
      // A drawn row is drawn inside its section, under the header that names it.
      for (const index of [...indexes]) {
        const row = rows[index];
        if (row) indexes.add(firsts[row.section] ?? index);
        else indexes.delete(index);
      }
      return [...indexes].sort((a, b) => a - b);
    },
    [kept, rows, firsts],
  );

  // Stable while the sections are: the virtualiser lays out every row again when its key function changes.
  const estimateSize = useCallback((index: number) => estimateRow(sections, layout, index), [sections, layout]);
  const getItemKey = useCallback((index: number) => rowKey(sections, rows[index]) ?? index, [sections, rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: offset,
    scrollPaddingStart: SCROLL_PADDING,
    rangeExtractor,
  });

  // Where the list starts in the page: the banner and the highlights above it may change height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The row holding the focus stays rendered while the focused card is scrolled away.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const item = (event.target as Element).closest<HTMLElement>('[data-index]');
      if (item) focused.current = Number(item.dataset.index);
    };
    list.addEventListener('focusin', onFocusIn);
    return () => list.removeEventListener('focusin', onFocusIn);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollTo(index) {
        const section = sections[index];
        if (!section) return;
        const element = document.getElementById(section.id);
        if (element) scrollToCategory(element);
        else virtualizer.scrollToIndex(firsts[index] ?? 0, { align: 'start' });
      },
    }),
    [sections, firsts, virtualizer],
  );

  return (
    <div
      ref={listRef}
      data-slot="menu-sections"
      data-state="virtual"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {groupBySection(rows, virtualizer.getVirtualItems()).map((group) => {
        const section = sections[group.section];
        if (!section) return null;
        const props = { section, index: group.section, virtualizer, layout, items: group.items, onOpenPlate };
        return <VirtualSection key={section.id} {...props} />;
      })}
    </div>
  );
}

function estimateRow(sections: readonly MenuSection[], layout: MenuRows, index: number): number {
  const row = layout.rows[index];
  const gap = isLastRow(layout, index) ? SECTION_GAP : ROW_GAP;
  if (!row) return 0;
  if (row.kind === 'header') return HEADER_ESTIMATE + gap;
  if (row.kind === 'plate') return PLATE_ESTIMATE + gap;
  const tiles = sections[row.section]?.items.length ?? 0;
  return HEADER_ESTIMATE + ROW_GAP + Math.ceil(tiles / 2) * (TILE_ESTIMATE + ROW_GAP) + gap;
}

function rowKey(sections: readonly MenuSection[], row: Row | undefined): string | undefined {
  const section = row && sections[row.section];
  if (!row || !section) return undefined;
  return row.kind === 'plate' ? `${section.id}:${section.items[row.plate]?.plate.id}` : `${section.id}:${row.kind}`;
}

interface RowGroup {
  readonly section: number;
  readonly items: VirtualItem[];
}

/** The rows to draw, by section, in the menu's order. */
function groupBySection(rows: readonly Row[], items: readonly VirtualItem[]): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const item of items) {
    const section = rows[item.index]?.section;
    if (section === undefined) continue;
    const last = groups.at(-1);
    if (last?.section === section) last.items.push(item);
    else groups.push({ section, items: [item] });
  }
  return groups;
}

interface VirtualSectionProps {
  readonly section: MenuSection;
  readonly index: number;
  readonly virtualizer: Virtualizer<Window, Element>;
  readonly layout: MenuRows;
  readonly items: readonly VirtualItem[];
  readonly onOpenPlate: MenuSectionsProps['onOpenPlate'];
}

/**
 * A section's landmark, placed and sized as the whole section, with the rows of it that are drawn;
 * a grid of tiles is its own `CategorySection`.
 */
function VirtualSection({ section, index, virtualizer, layout, items, onOpenPlate }: VirtualSectionProps) {
  const { id, category, theme = 'default', imageUrl, country, headingLevel = 2 } = section;
  const measurements = virtualizer.measurementsCache;
  const start = measurements[layout.firsts[index] ?? 0]?.start ?? 0;
  const end = measurements[(layout.firsts[index + 1] ?? layout.rows.length) - 1]?.end ?? start;
  const translate = (at: number) => `translateY(${at - virtualizer.options.scrollMargin}px)`;
  const place = (item: VirtualItem, top: number, transform?: string) =>
    ({
      'data-index': item.index,
      ref: virtualizer.measureElement,
      style: {
        position: 'absolute',
        top,
        left: 0,
        width: '100%',
        paddingBottom: isLastRow(layout, item.index) ? SECTION_GAP : ROW_GAP,
        transform,
      },
    }) as const;

  const whole = items[0] && layout.rows[items[0].index]?.kind === 'whole' ? items[0] : null;
  if (whole) {
    return (
      <div {...place(whole, 0, translate(whole.start))}>
        <CategorySection {...section} onOpenPlate={onOpenPlate} />
      </div>
    );
  }
  const titleId = `${id}-title`;
  const header = items.find((item) => layout.rows[item.index]?.kind === 'header');
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      // Focusable by script only: a chip that jumps here moves the focus too, as an in-page link does.
      tabIndex={-1}
      data-slot="category-section"
      data-theme={theme}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: end - start,
        transform: translate(start),
        scrollMarginTop: SCROLL_PADDING,
      }}
    >
      {header && (
        <div {...place(header, header.start - start)}>
          <CategoryHeader
            category={category}
            theme={theme}
            imageUrl={imageUrl}
            headingLevel={headingLevel}
            titleId={titleId}
          />
        </div>
      )}
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item) => {
          const row = layout.rows[item.index];
          const plate = row?.kind === 'plate' ? section.items[row.plate] : undefined;
          if (row?.kind !== 'plate' || !plate) return null;
          return (
            <li
              key={item.key}
              {...place(item, item.start - start)}
              aria-setsize={section.items.length}
              aria-posinset={row.plate + 1}
            >
              <PlateCard
                {...plate}
                layout="row"
                country={country}
                headingLevel={headingLevel === 2 ? 3 : 4}
                onOpen={onOpenPlate}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
