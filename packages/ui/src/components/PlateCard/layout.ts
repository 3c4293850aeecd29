export const plateCardLayouts = ['row', 'tile'] as const;
export type PlateCardLayout = (typeof plateCardLayouts)[number];

/** Intrinsic image sizes per layout, so the browser reserves the space before the image loads. */
export const PLATE_CARD_IMAGE_SIZE = {
  row: { width: 96, height: 96 },
  tile: { width: 224, height: 144 },
} as const satisfies Record<PlateCardLayout, { width: number; height: number }>;
