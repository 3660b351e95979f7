/** The brand emblem (a thoranam: mango leaves with marigold drops), drawn inline: no extra request. Same art as public/favicon.svg. */
export function Emblem({ size = 44 }: { size?: number }) {
  return (
    <svg className="brand__logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7a1f2b" />
      <path d="M10 22 Q32 40 54 22" fill="none" stroke="#2f6b3a" strokeWidth="4" strokeLinecap="round" />
      <g fill="#f2a007">
        <circle cx="16" cy="31" r="4" />
        <circle cx="24" cy="36" r="4.5" />
        <circle cx="32" cy="38" r="5" />
        <circle cx="40" cy="36" r="4.5" />
        <circle cx="48" cy="31" r="4" />
      </g>
      <g fill="#e8b923">
        <circle cx="24" cy="46" r="2.5" />
        <circle cx="32" cy="49" r="3" />
        <circle cx="40" cy="46" r="2.5" />
      </g>
    </svg>
  )
}
