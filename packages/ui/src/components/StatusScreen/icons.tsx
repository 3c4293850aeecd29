import type { ReactNode } from 'react';
import { LineIcon } from '../LineIcon/LineIcon.tsx';

function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <LineIcon width="1em" height="1em" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
      {children}
    </LineIcon>
  );
}

/** One drawing per kind of status screen. */
export const statusIcons = {
  blocked: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </Icon>
  ),
  notFound: (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5M9 9l4 4M13 9l-4 4" />
    </Icon>
  ),
  unavailable: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
  locked: (
    <Icon>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  ),
  error: (
    <Icon>
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v5M12 18h.01" />
    </Icon>
  ),
} as const;
