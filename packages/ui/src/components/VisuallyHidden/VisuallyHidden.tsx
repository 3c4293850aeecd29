import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. the Spanish name of an icon-only button. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <RadixVisuallyHidden>{children}</RadixVisuallyHidden>;
}
