// A cabin interior drawn in SVG (no photographs ship with the site); decorative.
export function CabinIllustration({ variant }: { variant: "crew" | "dining" }) {
  const sky = variant === "crew" ? ["#7fb2e5", "#f6d7a7"] : ["#2b3f73", "#f0a35e"];
  const id = `cabin-${variant}`;
  return (
    <svg
      viewBox="0 0 480 320"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4efe4" />
          <stop offset="1" stopColor="#d9cfbb" />
        </linearGradient>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill={`url(#${id}-wall)`} />
      <path d="M0 250 Q240 215 480 250 L480 320 L0 320 Z" fill="#3b2f28" />
      {[70, 190, 310, 430].map((x) => (
        <g key={x}>
          <rect x={x - 24} y="70" width="48" height="70" rx="24" fill="#cbbfa8" />
          <rect x={x - 18} y="76" width="36" height="58" rx="18" fill={`url(#${id}-sky)`} />
        </g>
      ))}
      <rect x="0" y="160" width="480" height="6" fill="#d4af37" opacity="0.7" />
      {variant === "crew" ? (
        <g>
          <path d="M60 250 L60 180 Q60 160 80 160 L130 160 Q150 160 150 180 L150 250 Z" fill="#0a1630" />
          <rect x="50" y="215" width="110" height="20" rx="8" fill="#192a51" />
          <path d="M330 250 L330 180 Q330 160 350 160 L400 160 Q420 160 420 180 L420 250 Z" fill="#0a1630" />
          <rect x="320" y="215" width="110" height="20" rx="8" fill="#192a51" />
          <circle cx="245" cy="150" r="16" fill="#8a5a44" />
          <path d="M220 250 L225 180 Q245 166 265 180 L270 250 Z" fill="#0a1630" />
          <path d="M235 176 L245 196 L255 176 Z" fill="#d4af37" />
        </g>
      ) : (
        <g>
          <rect x="110" y="190" width="260" height="14" rx="4" fill="#5c4434" />
          <rect x="232" y="204" width="16" height="46" fill="#4a372b" />
          <ellipse cx="170" cy="186" rx="34" ry="7" fill="#fff" />
          <ellipse cx="310" cy="186" rx="34" ry="7" fill="#fff" />
          <path d="M232 150 L248 150 L244 178 L236 178 Z" fill="#f2e6c9" opacity="0.9" />
          <rect x="238" y="178" width="4" height="8" fill="#f2e6c9" />
          <circle cx="170" cy="180" r="10" fill="#d4af37" opacity="0.8" />
          <circle cx="310" cy="180" r="10" fill="#9e3d3d" opacity="0.8" />
        </g>
      )}
    </svg>
  );
}
