/** The dialog's icons: decorative, hidden from assistive technology. */

const svg = { viewBox: '0 0 20 20', width: 20, height: 20, 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function SearchIcon() {
  return (
    <svg {...svg}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m17 17-4.2-4.2" />
    </svg>
  );
}

export function Spinner() {
  return (
    <svg {...svg} className="docsite-search-spinner">
      <circle cx="10" cy="10" r="7" strokeOpacity="0.3" />
      <path d="M17 10a7 7 0 0 0-7-7" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...svg} width={16} height={16}>
      <path d="m5 5 10 10M15 5 5 15" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg {...svg} width={16} height={16}>
      <path d="m10 2.8 2.2 4.5 5 .7-3.6 3.5.9 4.9-4.5-2.3-4.5 2.3.9-4.9L2.8 8l5-.7z" />
    </svg>
  );
}

export function EnterIcon() {
  return (
    <svg {...svg} width={16} height={16} className="docsite-search-hit-select">
      <path d="M16 4v6a2 2 0 0 1-2 2H4m0 0 4-4m-4 4 4 4" />
    </svg>
  );
}

const hitPaths = {
  page: 'M6 2.5h5.5L15 6v11.5H6zM11.5 2.5V6H15M8.5 10h4M8.5 13h4',
  heading: 'M7.5 3 6 17M14 3l-1.5 14M3.5 7.5h13M3 12.5h13',
  content: 'M4 5h12M4 10h12M4 15h7',
  recent: 'M10 3.5a6.5 6.5 0 1 1-6.1 4.3M3.5 3.8v4h4M10 6.5V10l2.5 2',
  favorite: 'm10 2.8 2.2 4.5 5 .7-3.6 3.5.9 4.9-4.5-2.3-4.5 2.3.9-4.9L2.8 8l5-.7z',
};

export function HitIcon({ kind }: { kind: keyof typeof hitPaths }) {
  return (
    <svg {...svg} className="docsite-search-hit-icon">
      <path d={hitPaths[kind]} />
    </svg>
  );
}

export function NoResultsIcon() {
  return (
    <svg {...svg} width={40} height={40} className="docsite-search-message-icon">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m17 17-4.2-4.2M6.5 6.5l4 4m0-4-4 4" />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg {...svg} width={40} height={40} className="docsite-search-message-icon">
      <path d="M2.5 7.5a11 11 0 0 1 15 0M5 10.5a7 7 0 0 1 10 0M7.5 13.5a3 3 0 0 1 5 0M10 17h.01M3 3l14 14" />
    </svg>
  );
}
