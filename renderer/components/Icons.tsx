import { BRAND_ICONS } from '../../schemas/brand-icons.js';

const fallback = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4m-1 6h2v6h-2z';

export function SocialIcon({ icon }: { icon: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={BRAND_ICONS[icon] ?? fallback} />
    </svg>
  );
}

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg className="docsite-external-icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
      <path fill="currentColor" d="M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2z" />
    </svg>
  );
}
