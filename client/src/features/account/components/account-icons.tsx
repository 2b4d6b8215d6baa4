// Line icons used only by the member centre and settings (same 24-unit grid and stroke as components/icons).
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
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

export const BoxIcon = () => (
  <Icon>
    <path d="M3.5 8 12 4l8.5 4v8L12 20l-8.5-4z" />
    <path d="M3.5 8 12 12l8.5-4M12 12v8" />
  </Icon>
);
export const OrderIcon = () => (
  <Icon>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 11.5h7M8.5 15h4" />
  </Icon>
);
export const CouponIcon = () => (
  <Icon>
    <path d="M3.5 7.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1V10a2 2 0 0 0 0 4v2.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4z" />
    <path d="m9.5 14.5 5-5M9.8 9.8h0M14.2 14.2h0" />
  </Icon>
);
export const CardIcon = () => (
  <Icon>
    <rect x="6" y="3.5" width="12" height="17" rx="2" />
    <path d="m12 8.5 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
  </Icon>
);
export const CheckInIcon = () => (
  <Icon>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2.5" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M9.5 14.5l1.8 1.8 3.3-3.3" />
  </Icon>
);
export const CrownIcon = () => (
  <Icon>
    <path d="m4 8 4 4 4-6 4 6 4-4-1.5 10h-13z" />
  </Icon>
);
export const HeartIcon = () => (
  <Icon>
    <path d="M12 19.5S4 15 4 9.5A4 4 0 0 1 12 8a4 4 0 0 1 8 1.5c0 5.5-8 10-8 10z" />
  </Icon>
);
export const ReceiptIcon = () => (
  <Icon>
    <path d="M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" />
    <path d="M9 8h6M9 11.5h6" />
  </Icon>
);
export const GearIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3.5v2.2M12 18.3v2.2M20.5 12h-2.2M5.7 12H3.5M18 6l-1.6 1.6M7.6 16.4 6 18M18 18l-1.6-1.6M7.6 7.6 6 6" />
  </Icon>
);
export const HeadsetIcon = () => (
  <Icon>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13.5" width="4" height="6" rx="1.5" />
  </Icon>
);
