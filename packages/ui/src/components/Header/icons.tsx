import type { ReactNode } from 'react';
import { LineIcon } from '../LineIcon/LineIcon.tsx';

/** The shell's line icons: a little larger than the text, with round strokes. */
function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <LineIcon width="1.25em" height="1.25em" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {children}
    </LineIcon>
  );
}

export const InstagramIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon>
    <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);

export const MessageIcon = () => (
  <Icon>
    <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 10a1 1 0 0 0 1 1 4 4 0 0 0 3 3 1 1 0 0 0 1 1" />
  </Icon>
);

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const StoreIcon = () => (
  <Icon>
    <path d="M3 9l1.5-5h15L21 9M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8M10 21v-5h4v5" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
