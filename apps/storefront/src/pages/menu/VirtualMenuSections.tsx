/**
 * A long menu's category sections, virtualised with the window as scroller: only the sections near
 * the viewport are in the DOM, plus the section that last held the keyboard focus (a focused card
 * that scrolls away keeps its focus) and the one `keepDrawn` asks for (the open plate's). Tab order
 * is the menu's: the section after the visible one is always rendered, and the browser scrolls each
 * newly focused card into view. Loaded by `MenuSections` only for menus longer than
 * `WHOLE_MENU_PLATES` (the virtualiser is ≈ 10 KB gzip).
 */
import { CategorySection, tokens } from '@comanda/ui';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { MenuSectionsProps } from './menu-sections.ts';
import { scrollToCategory } from './scroll-to-category.ts';

/** Sections rendered beyond each edge of the viewport. */
const OVERSCAN = 1;

/** Estimates until a section is measured: its header, then row cards (96 px image, padding, gap). */
const HEADER_ESTIMATE = 60;
const PLATE_ESTIMATE = 134;

/** As the sections' scroll-margin-top: room above a section brought to the top by its chip. */
const SCROLL_PADDING = tokens.touchTarget + tokens.space.xl;

export default function VirtualMenuSections({ sections, onOpenPlate, keepDrawn, ref }: MenuSectionsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const focused = useRef<number | null>(null);

  const kept = keepDrawn ? sections.findIndex((section) => section.id === keepDrawn) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const pinned of [focused.current, kept]) {
        if (pinned !== null && pinned >= 0 && pinned < range.count && !indexes.includes(pinned)) indexes.push(pinned);
      }
      return indexes.sort((a, b) => a - b);
    },
    [kept],
  );

  const virtualizer = useWindowVirtualizer({
    count: sections.length,
    estimateSize: (index) => HEADER_ESTIMATE + (sections[index]?.items.length ?? 0) * PLATE_ESTIMATE,
    getItemKey: (index) => sections[index]?.id ?? index,
    overscan: OVERSCAN,
    gap: tokens.space.lg,
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

  // The section holding the focus stays rendered while the focused card is scrolled away.
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
        else virtualizer.scrollToIndex(index, { align: 'start' });
      },
    }),
    [sections, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      data-slot="menu-sections"
      data-state="virtual"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const section = sections[item.index];
        if (!section) return null;
        const { id, ...props } = section;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <CategorySection id={id} {...props} onOpenPlate={onOpenPlate} />
          </div>
        );
      })}
    </div>
  );
}
