/** What the menu's sections take and give, whole (MenuSections) or virtualised (VirtualMenuSections). */
import type { Plate } from '@comanda/domain/catalog';
import type { CategorySectionProps } from '@comanda/ui';
import type { Ref } from 'react';

export interface MenuSection
  extends Pick<CategorySectionProps, 'category' | 'theme' | 'imageUrl' | 'items' | 'country' | 'headingLevel'> {
  readonly id: string;
}

export interface MenuSectionsHandle {
  /** Brings a category's section to the top, rendering it first when it is not in the DOM. */
  scrollTo(index: number): void;
}

export interface MenuSectionsProps {
  readonly sections: readonly MenuSection[];
  readonly onOpenPlate: (plate: Plate) => void;
  /**
   * A plate whose card is kept drawn even far from the screen: the open plate's, so that its card
   * is there to take the focus back when the plate's dialog closes.
   */
  readonly keepDrawn?: Pick<Plate, 'id' | 'categoryId'> | null;
  readonly ref?: Ref<MenuSectionsHandle>;
}
