// Icons only the home page uses (the shared set lives in components/icons).
type P = { size?: number };
const svg = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export const DownloadIcon = ({ size = 20 }: P) => (
  <svg {...svg(size)}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7M9 11.5l3 3 3-3M10 18.5h4" />
  </svg>
);

export const ChatIcon = ({ size = 20 }: P) => (
  <svg {...svg(size)}>
    <path d="M12 4c-4.97 0-9 3.13-9 7 0 2.2 1.3 4.16 3.33 5.45L5.5 20l4.05-2.2c.8.13 1.62.2 2.45.2 4.97 0 9-3.13 9-7s-4.03-7-9-7z" />
    <path d="M8 10.5v2.5M11 10.5v2.5M14 10.5v2.5h2" />
  </svg>
);

export const CloseIcon = ({ size = 20 }: P) => (
  <svg {...svg(size)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const MegaphoneIcon = ({ size = 18 }: P) => (
  <svg {...svg(size)}>
    <path d="M3 10v4h3l6 4V6L6 10H3zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
  </svg>
);
