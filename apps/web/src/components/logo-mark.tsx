/** The shop's mark: a yellow bolt on a navy tile (the favicon drawn inline). */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#172554" />
      <rect
        x="3"
        y="3"
        width="58"
        height="58"
        rx="11"
        fill="none"
        stroke="#facc15"
        strokeWidth="3"
      />
      <path d="M36 9 15 36h13l-4 19 25-29H36z" fill="#facc15" />
    </svg>
  );
}
