/**
 * /menu/{alias}/{category}/{plate}: the plate's page (diner §2), for branches that do not open
 * plates in a modal. A plate the menu does not have sends the diner back to the menu.
 */

import { useMenuCustomizations } from '@comanda/api/react';
import { quantitiesByReferenceId } from '@comanda/domain/cart';
import { notesLimits } from '@comanda/domain/validation';
import { Button, Navigate, PageLayout, PlateDetail, useDocumentTitle, useNavigate, useParams } from '@comanda/ui';
import { useEffect } from 'react';
import { trackEvent } from '../../analytics/analytics.ts';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { menuPaths } from './links.ts';
import { useAddToCart } from './MenuScreen.tsx';
import type { MenuFocusState } from './plate-focus.ts';
import { usePlateIndicators } from './plate-indicators.ts';
import { useMenuData } from './useMenuData.ts';
import { useOrderMode } from './useOrderMode.ts';

/** Decision: the spec gives the page no back text; the cart's own 'Volver al Menú' is reused. */
const backToMenu = 'Volver al Menú';

export function PlatePage() {
  const { alias, branch, contact, country } = useBranchScope();
  const { plate: plateId, category: categoryId } = useParams();
  const navigate = useNavigate();
  const { mode } = useOrderMode();
  const data = useMenuData(alias, mode);
  const { cart } = useCart(alias);
  const addToCart = useAddToCart(alias);
  const { customizations } = useMenuCustomizations({ params: { branchId: branch.id } });
  const plate = plateId ? data.plates.get(plateId) : undefined;
  const indicators = usePlateIndicators(plate ?? null);

  useDocumentTitle(plate ? `${plate.showName} · ${contact.name}` : undefined);
  const viewedId = plate?.id;
  const viewedName = plate?.showName;
  useEffect(() => {
    if (viewedId && viewedName)
      trackEvent('ITEM_VIEW', { lines: [{ referenceId: viewedId, name: viewedName, quantity: 1 }] });
  }, [viewedId, viewedName]);

  const backTo = (focus: MenuFocusState) =>
    navigate(mode ? menuPaths.mode(alias, mode.type) : menuPaths.menu(alias), { state: focus });

  if (data.loading) return <PageLoading />;
  if (!plate || (categoryId && plate.categoryId !== categoryId))
    return <Navigate to={mode ? menuPaths.mode(alias, mode.type) : menuPaths.menu(alias)} replace />;
  const imageUrl = plate.imageFileId ? data.plateImages.get(plate.imageFileId) : undefined;
  return (
    <PageLayout>
      <Button tone="ghost" onClick={() => backTo({ focusPlate: { id: plate.id, categoryId: plate.categoryId } })}>
        {backToMenu}
      </Button>
      <PlateDetail
        plate={plate}
        categoryShowName={data.categoryNames.get(plate.categoryId) ?? ''}
        variant="page"
        {...(imageUrl ? { imageUrl } : {})}
        country={country}
        quantityInCart={quantitiesByReferenceId(cart.items).get(plate.id) ?? 0}
        itemNotesLimit={notesLimits(customizations).item}
        {...indicators}
        onAdd={(item) => {
          if (addToCart(item)) backTo({ focusBasket: true });
        }}
      />
    </PageLayout>
  );
}
