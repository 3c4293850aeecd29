/**
 * The menu's category sections. A menu of up to `WHOLE_MENU_PLATES` plates is rendered whole (its
 * DOM is small and find-in-page sees it all); a longer one is virtualised by
 * `VirtualMenuSections`, loaded only then, and shows its first sections whole while that loads.
 */
import { CategorySection } from '@comanda/ui';
import { lazy, memo, Suspense, useImperativeHandle } from 'react';
import type { MenuSection, MenuSectionsProps } from './menu-sections.ts';
import { scrollToCategory } from './scroll-to-category.ts';

/** Up to this many plates the menu is rendered whole. */
const WHOLE_MENU_PLATES = 200;

export type { MenuSectionsHandle } from './menu-sections.ts';

const VirtualMenuSections = lazy(() => import('./VirtualMenuSections.tsx'));

/** Memoised: the menu screen re-renders for its header, banners and modals far more often than its sections change. */
export const MenuSections = memo(function MenuSections(props: MenuSectionsProps) {
  const plates = props.sections.reduce((sum, section) => sum + section.items.length, 0);
  if (plates <= WHOLE_MENU_PLATES) return <WholeMenuSections {...props} />;
  return (
    <Suspense fallback={<WholeMenuSections {...props} sections={firstSections(props.sections)} />}>
      <VirtualMenuSections {...props} />
    </Suspense>
  );
});

/** The leading sections that hold up to `WHOLE_MENU_PLATES` plates: what a long menu shows at first. */
function firstSections(sections: readonly MenuSection[]): MenuSection[] {
  const first: MenuSection[] = [];
  let plates = 0;
  for (const section of sections) {
    plates += section.items.length;
    if (plates > WHOLE_MENU_PLATES && first.length > 0) break;
    first.push(section);
  }
  return first;
}

function WholeMenuSections({ sections, onOpenPlate, ref }: MenuSectionsProps) {
  useImperativeHandle(
    ref,
    () => ({
      scrollTo(index) {
        const element = document.getElementById(sections[index]?.id ?? '');
        if (element) scrollToCategory(element);
      },
    }),
    [sections],
  );
  return (
    <div data-slot="menu-sections" data-state="whole">
      {sections.map(({ id, ...section }) => (
        <CategorySection key={id} id={id} {...section} onOpenPlate={onOpenPlate} />
      ))}
    </div>
  );
}
