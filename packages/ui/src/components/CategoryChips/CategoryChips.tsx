import type { Category } from '@comanda/domain/catalog';
import { useEffect, useRef } from 'react';
import * as chips from '../../theme/chips.css.ts';
import * as styles from './CategoryChips.css.ts';

/** Decision: the spec names the chips but not the landmark; this names it for screen readers. */
export const categoryChipsMessages = { label: 'Categorías' } as const;

export interface CategoryChipsProps {
  readonly categories: readonly Pick<Category, 'id' | 'showName'>[];
  /** The category in view; its chip is marked `aria-current` and scrolled into the strip's view. */
  readonly activeId?: string | null;
  /** The app scrolls the menu to the category's anchor. */
  readonly onSelect: (categoryId: string) => void;
  readonly label?: string;
}

/** Horizontally scrolling chips, one per category, as a navigation landmark. */
export function CategoryChips({
  categories,
  activeId,
  onSelect,
  label = categoryChipsMessages.label,
}: CategoryChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the active chip visible: only the strip scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !activeId) return;
    const chip = list.querySelector<HTMLElement>(`[data-category-id="${CSS.escape(activeId)}"]`);
    if (!chip) return;
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [activeId]);

  if (categories.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.nav} data-slot="category-chips">
      <ul ref={listRef} className={styles.list}>
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id} className={chips.chipItem}>
              <button
                type="button"
                className={chips.chip}
                aria-current={active ? 'true' : undefined}
                data-state={active ? 'active' : 'inactive'}
                data-slot="category-chip"
                data-category-id={category.id}
                onClick={() => onSelect(category.id)}
              >
                {category.showName}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
