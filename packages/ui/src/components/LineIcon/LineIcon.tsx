import type { SVGProps } from 'react';

/**
 * A line icon drawn on a 24×24 grid in `currentColor`. Always decorative: the control or the text
 * beside it carries the name.
 */
export function LineIcon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}
