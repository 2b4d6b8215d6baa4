// Icons only the wallet pages use, drawn like components/icons (24-unit grid, 1.8 stroke).
import type { ReactNode } from 'react';

function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CheckIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const GiftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="4" y="9" width="16" height="11" rx="2" />
    <path d="M3.5 9h17M12 9v11M12 9S10.5 4.5 8 4.5a2.2 2.2 0 0 0 0 4.5M12 9s1.5-4.5 4-4.5a2.2 2.2 0 0 1 0 4.5" />
  </Icon>
);

export const HelpIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.5" />
    <path d="M12 16.8v.2" />
  </Icon>
);

export const ListIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 6.5h10M9 12h10M9 17.5h10" />
    <path d="M5 6.5h.01M5 12h.01M5 17.5h.01" />
  </Icon>
);
