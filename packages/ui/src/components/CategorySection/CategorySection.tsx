import type { Category, Plate } from '@comanda/domain/catalog';
import { useId } from 'react';
import { PlateCard, type PlateCardItem } from '../PlateCard/PlateCard.tsx';
import * as styles from './CategorySection.css.ts';

/** The three category themes of the menu (diner §2). */
export const categoryThemes = ['default', 'banner', 'impact'] as const;
export type CategoryTheme = (typeof categoryThemes)[number];

/** Intrinsic image sizes per theme, so the header keeps its height while the image loads. */
export const CATEGORY_IMAGE_SIZE = {
  default: { width: 64, height: 64 },
  banner: { width: 720, height: 240 },
  impact: { width: 96, height: 96 },
} as const satisfies Record<CategoryTheme, { width: number; height: number }>;

export interface CategorySectionProps {
  readonly category: Pick<Category, 'id' | 'showName' | 'description'>;
  readonly theme?: CategoryTheme;
  readonly imageUrl?: string;
  readonly items: readonly PlateCardItem[];
  readonly onOpenPlate: (plate: Plate) => void;
  readonly country?: string;
  /** The anchor the category chips scroll to; the category's id by default. */
  readonly id?: string;
  readonly headingLevel?: 2 | 3;
}

export interface CategoryHeaderProps
  extends Pick<CategorySectionProps, 'category' | 'theme' | 'imageUrl' | 'headingLevel'> {
  /** The heading's id, which names the section. */
  readonly titleId: string;
}

/** A category's header in its theme: the heading that names its section, its description and image. */
export function CategoryHeader({
  category,
  theme = 'default',
  imageUrl,
  headingLevel = 2,
  titleId,
}: CategoryHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const size = CATEGORY_IMAGE_SIZE[theme];
  const image = imageUrl && (
    <img
      className={styles.image({ theme })}
      src={imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      width={size.width}
      height={size.height}
    />
  );
  return (
    <header className={styles.header({ theme })} data-slot="category-header">
      {theme === 'banner' && image}
      <div className={styles.headerText({ theme })}>
        <Heading id={titleId} className={styles.title({ theme })}>
          {category.showName}
        </Heading>
        {category.description && <p className={styles.description({ theme })}>{category.description}</p>}
      </div>
      {theme !== 'banner' && image}
    </header>
  );
}

/**
 * A category of the menu (or a category page): its header in one of three themes, then its
 * plates. Row cards for `default` and `banner`, a grid of tiles for `impact`.
 */
export function CategorySection({
  category,
  theme = 'default',
  imageUrl,
  items,
  onOpenPlate,
  country,
  id = category.id,
  headingLevel = 2,
}: CategorySectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      // Focusable by script only: a chip that jumps here moves the focus too, as an in-page link does.
      tabIndex={-1}
      className={styles.section}
      data-slot="category-section"
      data-theme={theme}
    >
      <CategoryHeader
        category={category}
        theme={theme}
        imageUrl={imageUrl}
        headingLevel={headingLevel}
        titleId={titleId}
      />
      <ul className={styles.plates({ theme })}>
        {items.map((item) => (
          <li key={item.plate.id} className={styles.plate({ theme })}>
            <PlateCard
              {...item}
              layout={theme === 'impact' ? 'tile' : 'row'}
              country={country}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onOpen={onOpenPlate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
