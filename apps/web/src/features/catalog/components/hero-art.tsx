/** The hero's illustration: a bolt in a yellow disc and a '100% garantizado' seal (decorative). */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-disc" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde047" />
          <stop offset="1" stopColor="#eab308" />
        </linearGradient>
      </defs>
      <circle cx="190" cy="180" r="150" fill="#1e3a8a" />
      <circle cx="190" cy="180" r="120" fill="url(#hero-disc)" />
      <path d="M212 72 132 196h52l-18 96 88-132h-54z" fill="#172554" />
      <g transform="translate(300 74) rotate(12)">
        <circle r="64" fill="#ffffff" />
        <circle r="56" fill="none" stroke="#1e3a8a" strokeWidth="3" strokeDasharray="4 5" />
        <text y="2" textAnchor="middle" fontSize="26" fontWeight="800" fill="#1e3a8a">
          100%
        </text>
        <text
          y="20"
          textAnchor="middle"
          fontSize="9.5"
          fontWeight="700"
          fill="#1e3a8a"
          letterSpacing="0.5"
        >
          GARANTIZADO
        </text>
      </g>
      <g fill="none" stroke="#93c5fd" strokeWidth="6" strokeLinecap="round" opacity="0.7">
        <path d="M40 300h60M52 320h36" />
        <path d="M330 250c20 10 30 30 28 52" />
      </g>
    </svg>
  );
}
