import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the design system. Components read only `vars.*`; a branch's
 * colour configuration fills the colour slots at runtime (see `themeValues`).
 */
export const vars = createThemeContract({
  color: {
    main: null,
    onMain: null,
    /** The main colour where it is readable as text on the background, else the text colour. */
    mainText: null,
    borderedButton: null,
    onBorderedButton: null,
    background: null,
    surface: null,
    text: null,
    description: null,
    border: null,
    promotionalBanner: null,
    onPromotionalBanner: null,
    danger: null,
    onDanger: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    focusRing: null,
    overlay: null,
  },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, modalClose: null, basket: null },
  size: { touchTarget: null },
});
