/**
 * The menu of the current order mode with what its screens need alongside: plates by id, their
 * category names, indicators and images. Diner §3: only categories with plates are kept, and the
 * plates carry the branch's discounts in force (the menu's `discounts`) once they are read; while
 * they are not (their failure is only logged), the menu's own.
 */
import type { CategoryOutput, OrderModeOutput, PlateOutput } from '@comanda/api';
import { useBranchDiscounts, useIndicators, useMenu } from '@comanda/api/react';
import { categoriesWithPlates } from '@comanda/domain/catalog';
import { PLATE_IMAGE_PLACEHOLDER, type PlateCardItem, type PlateIndicator } from '@comanda/ui';
import { useCallback, useMemo } from 'react';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useFileImages } from './images.ts';

export interface MenuData {
  readonly loading: boolean;
  /** The menu could not be read (the call only logs its failure). */
  readonly failed: boolean;
  readonly categories: readonly CategoryOutput[];
  readonly plates: ReadonlyMap<string, PlateOutput>;
  readonly categoryNames: ReadonlyMap<string, string>;
  readonly remarkeds: readonly PlateOutput[];
  readonly upselleds: readonly PlateOutput[];
  readonly plateImages: ReadonlyMap<string, string>;
  readonly categoryImages: ReadonlyMap<string, string>;
  /** A plate as a card: image, indicators and the units already in the cart. */
  readonly cardOf: (plate: PlateOutput, quantities: ReadonlyMap<string, number>) => PlateCardItem;
}

export function useMenuData(alias: string, mode: OrderModeOutput | null): MenuData {
  const { menu, isLoading } = useMenu(mode ? { params: { branchContactAlias: alias, orderModeId: mode.id } } : null);
  const { indicators } = useIndicators();
  const { branchDiscounts } = useBranchDiscounts({ params: { branchId: useBranchScope().branch.id } });
  const categories = useMemo(
    () =>
      categoriesWithPlates(menu?.categories ?? []).map((c) =>
        branchDiscounts
          ? {
              ...c,
              plates: c.plates.map((p) => {
                const discount = branchDiscounts.discounts.find((d) => d.plateId === p.id)?.discount;
                // The same discount keeps the plate, so its card is not drawn again.
                return discount?.id === p.discount?.id ? p : { ...p, discount };
              }),
            }
          : c,
      ),
    [menu, branchDiscounts],
  );
  const plates = useMemo(
    () => new Map(categories.flatMap((category) => category.plates.map((plate) => [plate.id, plate] as const))),
    [categories],
  );
  const { images: plateImages, isPending: plateImagePending } = useFileImages(
    [...plates.values()].flatMap((plate) => (plate.imageFileId ? [plate.imageFileId] : [])),
    'plate',
    PLATE_IMAGE_PLACEHOLDER,
  );
  const { images: categoryImages } = useFileImages(
    categories.flatMap((category) => (category.withImage && category.imageFileId ? [category.imageFileId] : [])),
    'category',
  );
  const indicatorById = useMemo(
    () =>
      new Map<string, PlateIndicator>(
        (indicators ?? []).map((indicator) => [
          indicator.id,
          {
            id: indicator.id,
            name: indicator.name,
            shortName: indicator.shortName,
            icon: indicator.icon,
            color: indicator.color ?? null,
          },
        ]),
      ),
    [indicators],
  );
  // One indicator list per plate, kept between renders so an unchanged card is not re-rendered.
  const indicatorsByPlate = useMemo(
    () =>
      new Map(
        [...plates.values()].map((plate) => [plate.id, plate.indicators.flatMap((id) => indicatorById.get(id) ?? [])]),
      ),
    [plates, indicatorById],
  );
  // Every field keeps its identity while its inputs do, so a read that arrives late (the menu
  // hashes, the diner's session) does not re-render the whole menu (MenuScreen memoises on them).
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [category.id, category.showName])),
    [categories],
  );
  const remarkeds = useMemo(() => pick(plates, menu?.remarkeds), [plates, menu?.remarkeds]);
  const upselleds = useMemo(() => pick(plates, menu?.upselleds), [plates, menu?.upselleds]);
  const cardOf = useCallback(
    (plate: PlateOutput, quantities: ReadonlyMap<string, number>): PlateCardItem => {
      const imageUrl = plate.imageFileId ? plateImages.get(plate.imageFileId) : undefined;
      return {
        plate,
        ...(imageUrl ? { imageUrl } : {}),
        imagePending: !imageUrl && plate.imageFileId !== undefined && plateImagePending(plate.imageFileId),
        indicators: indicatorsByPlate.get(plate.id) ?? noIndicators,
        quantityInCart: quantities.get(plate.id) ?? 0,
      };
    },
    [plateImages, plateImagePending, indicatorsByPlate],
  );
  return {
    loading: isLoading,
    failed: !isLoading && mode !== null && !menu,
    categories,
    plates,
    categoryNames,
    remarkeds,
    upselleds,
    plateImages,
    categoryImages,
    cardOf,
  };
}

const pick = (plates: ReadonlyMap<string, PlateOutput>, ids: readonly string[] | undefined) =>
  (ids ?? []).flatMap((id) => plates.get(id) ?? []);

const noIndicators: readonly PlateIndicator[] = [];
