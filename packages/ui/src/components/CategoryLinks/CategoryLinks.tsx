import type { MouseEvent } from 'react';
import * as styles from './CategoryLinks.css.ts';

/** Decision: the spec gives the category page no texts; these name the list and each link's count. */
export const categoryLinksMessages = {
  label: 'Categorías del menú',
  plates: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
} as const;

export interface CategoryLinkItem {
  readonly id: string;
  readonly name: string;
  readonly description?: string | null;
  readonly imageUrl?: string | null;
  readonly plateCount: number;
  /** The category's page: /menu/{alias}/{category}. */
  readonly href: string;
}

export interface CategoryLinksProps {
  readonly categories: readonly CategoryLinkItem[];
  /** Runs before a link is followed (the app routes it); may prevent it. */
  readonly onSelect?: ((categoryId: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * The menu's main view when its branch keeps plates off it (`platesInMainView` false, diner §2, §3):
 * one link per category to its page, where its plates are.
 */
export function CategoryLinks({ categories, onSelect }: CategoryLinksProps) {
  return (
    <nav aria-label={categoryLinksMessages.label} data-slot="category-links">
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              className={styles.card}
              href={category.href}
              onClick={onSelect ? (event) => onSelect(category.id, event) : undefined}
            >
              {category.imageUrl && <img className={styles.image} src={category.imageUrl} alt="" />}
              <span className={styles.details}>
                <span className={styles.name}>{category.name}</span>
                {category.description && <span className={styles.description}>{category.description}</span>}
                <span className={styles.count}>{categoryLinksMessages.plates(category.plateCount)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
