import { useMemo } from "react";
import type { HeroSceneSpec } from "./heroScenes";
import { seededRandom, seedFrom } from "./seededRandom";

export const sceneWidth = 1600;
export const sceneHeight = 900;
export const horizonY = 660;

export function Sky({ id, sky }: { id: string; sky: HeroSceneSpec["sky"] }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="0.55" stopColor={sky[1]} />
          <stop offset="0.78" stopColor={sky[2]} />
        </linearGradient>
      </defs>
      <rect width={sceneWidth} height={sceneHeight} fill={`url(#${id}-sky)`} />
    </>
  );
}

export function Celestial({ id, body }: { id: string; body: NonNullable<HeroSceneSpec["celestial"]> }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={body.glow} stopOpacity="0.75" />
          <stop offset="1" stopColor={body.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={body.x} cy={body.y} r={body.r * 4.5} fill={`url(#${id}-glow)`} />
      <circle cx={body.x} cy={body.y} r={body.r} fill={body.color} />
      {body.kind === "moon" && (
        <g fill="#000" opacity="0.07">
          <circle cx={body.x - body.r * 0.35} cy={body.y - body.r * 0.2} r={body.r * 0.22} />
          <circle cx={body.x + body.r * 0.3} cy={body.y + body.r * 0.35} r={body.r * 0.14} />
          <circle cx={body.x + body.r * 0.15} cy={body.y - body.r * 0.45} r={body.r * 0.1} />
        </g>
      )}
    </>
  );
}

export function Stars({ id, count }: { id: string; count: number }) {
  const stars = useMemo(() => {
    const random = seededRandom(seedFrom(id));
    return Array.from({ length: count }, () => ({
      x: random() * sceneWidth,
      y: random() * (horizonY - 120),
      r: 0.6 + random() * 1.6,
      opacity: 0.35 + random() * 0.65,
    }));
  }, [id, count]);
  return (
    <g fill="#fff">
      {stars.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} opacity={s.opacity} />
      ))}
    </g>
  );
}

export function Aurora({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-aurora`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7fe3c4" stopOpacity="0" />
          <stop offset="0.5" stopColor="#5ee0b0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3aa6d0" stopOpacity="0" />
        </linearGradient>
        <filter id={`${id}-blur`} x="-10%" y="-50%" width="120%" height="200%">
          <feGaussianBlur stdDeviation="22" />
        </filter>
      </defs>
      <g filter={`url(#${id}-blur)`} fill={`url(#${id}-aurora)`}>
        <path d="M-50 330 C 250 150, 520 380, 820 220 S 1350 120, 1650 260 L 1650 420 C 1350 300, 1100 480, 800 380 S 250 420, -50 470 Z" />
        <path
          d="M100 240 C 400 120, 700 260, 1000 150 S 1400 80, 1600 160 L 1600 250 C 1300 200, 1000 330, 700 280 S 300 300, 100 330 Z"
          opacity="0.6"
        />
      </g>
    </>
  );
}

const cloudPuffs = [
  [0, 0, 90, 34],
  [70, -22, 70, 40],
  [140, -6, 80, 34],
  [-70, 8, 60, 26],
  [200, 10, 60, 24],
] as const;

export function Clouds({ id, clouds }: { id: string; clouds: NonNullable<HeroSceneSpec["clouds"]> }) {
  const placements = useMemo(() => {
    const random = seededRandom(seedFrom(`${id}-clouds`));
    return Array.from({ length: 6 }, (_, i) => ({
      x: (i / 6) * sceneWidth + random() * 180,
      y: clouds.y + (random() - 0.5) * 120,
      scale: 0.7 + random() * 0.9,
    }));
  }, [id, clouds.y]);
  return (
    <>
      <defs>
        <filter id={`${id}-soft`} x="-20%" y="-50%" width="140%" height="200%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
      </defs>
      <g fill={clouds.color} opacity={clouds.opacity} filter={`url(#${id}-soft)`}>
        {placements.map((p, i) => (
          <g key={i} transform={`translate(${p.x} ${p.y}) scale(${p.scale})`}>
            {cloudPuffs.map(([cx, cy, rx, ry], j) => (
              <ellipse key={j} cx={cx} cy={cy} rx={rx} ry={ry} />
            ))}
          </g>
        ))}
      </g>
    </>
  );
}
