/** The "Menu" and "Cart" groups of the design system (story titles `Menu/…` and `Cart/…`). */
export * from '../components/BasketBar/index.ts';
export * from '../components/CartLine/index.ts';
export * from '../components/CartPage/index.ts';
export * from '../components/CartProgress/index.ts';
export * from '../components/CategoryChips/index.ts';
export * from '../components/CategorySection/index.ts';
export * from '../components/HighlightsSlider/index.ts';
export * from '../components/PlateCard/index.ts';
export * from '../components/PlateDetail/index.ts';
export * from '../components/QuantityStepper/index.ts';
export * from '../components/Recommendations/index.ts';
