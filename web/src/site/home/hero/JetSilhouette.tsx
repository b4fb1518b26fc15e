import type { HeroSceneSpec } from "./heroScenes";

// A business jet in profile, nose to the right, drawn in a 200 × 60 box.
const airframe =
  "M10 34 C10 28 22 26 40 26 L158 26 C176 26 190 29 198 34 C190 39 176 41 158 41 L40 41 C24 41 11 39 10 34 Z";
const tailFin = "M16 28 L6 3 L19 3 L42 27 Z";
const stabiliser = "M2 4 L30 1.5 L31 6 L4 7.5 Z";
const engine = "M40 18.5 L70 18.5 A5.5 5.5 0 0 1 70 29.5 L40 29.5 A5.5 5.5 0 0 1 40 18.5 Z";
const wing = "M82 37 L122 37 L104 55 L92 55 Z";

export function JetSilhouette({ id, jet }: { id: string; jet: HeroSceneSpec["jet"] }) {
  return (
    <g transform={`translate(${jet.x} ${jet.y}) rotate(${jet.angle}) scale(${jet.scale})`}>
      <defs>
        <linearGradient id={`${id}-trail`} x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor={jet.trail} stopOpacity="0.7" />
          <stop offset="1" stopColor={jet.trail} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="-420" y="21" width="460" height="3" rx="1.5" fill={`url(#${id}-trail)`} />
      <rect x="-420" y="27" width="460" height="2" rx="1" fill={`url(#${id}-trail)`} opacity="0.7" />
      <g fill={jet.color}>
        <path d={airframe} />
        <path d={tailFin} />
        <path d={stabiliser} />
        <path d={engine} />
        <path d={wing} />
      </g>
      <g fill="#ffffff" opacity="0.35">
        {[120, 132, 144, 156].map((x) => (
          <ellipse key={x} cx={x} cy="31" rx="3" ry="2.4" />
        ))}
      </g>
      <circle cx="14" cy="5" r="1.6" fill="#ff5b5b" />
    </g>
  );
}
