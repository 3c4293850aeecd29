/**
 * A category's page (diner §2, /menu/{alias}/{category}): the category's header and its plates,
 * with the way back to the menu; a segment that names no category of the menu says so.
 */
import type { Plate } from '@comanda/domain/catalog';
import { Button, StatusScreen } from '@comanda/ui';
import type { ReactNode } from 'react';
import { MenuSections } from './MenuSections.tsx';
import type { MenuSection } from './menu-sections.ts';

/** Decision: the spec gives the category page no texts. */
export const categoryPageMessages = {
  backToMenu: 'Ver el menú',
  noCategory: 'No encontramos esta categoría',
} as const;

export interface CategoryPageProps {
  readonly section: MenuSection | undefined;
  /** The menu of the page's order mode. */
  readonly menuHref: string;
  readonly onOpenPlate: (plate: Plate) => void;
  /** The menu's diet filter, which may leave the category without plates. */
  readonly filter?: ReactNode;
}

export function CategoryPage({ section, menuHref, onOpenPlate, filter }: CategoryPageProps) {
  if (!section) {
    return (
      <StatusScreen
        icon="notFound"
        title={categoryPageMessages.noCategory}
        action={{ label: categoryPageMessages.backToMenu, href: menuHref }}
      />
    );
  }
  return (
    <>
      <Button asChild tone="ghost">
        <a href={menuHref}>{categoryPageMessages.backToMenu}</a>
      </Button>
      {filter}
      <MenuSections sections={[section]} onOpenPlate={onOpenPlate} />
    </>
  );
}
