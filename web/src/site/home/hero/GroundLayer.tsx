import { useMemo } from "react";
import type { HeroSceneSpec } from "./heroScenes";
import { seededRandom, seedFrom } from "./seededRandom";
import { horizonY, sceneHeight, sceneWidth } from "./SkyLayers";

interface GroundLayerProps {
  id: string;
  ground: HeroSceneSpec["ground"];
  /** Horizontal position of the sun or moon, for its reflection on water. */
  lightX?: number;
}

export function GroundLayer({ id, ground, lightX }: GroundLayerProps) {
  switch (ground.kind) {
    case "sea":
      return <Sea id={id} ground={ground} lightX={lightX} />;
    case "islands":
      return <Islands ground={ground} />;
    case "cloud-floor":
      return <CloudFloor id={id} ground={ground} />;
    case "city":
      return <City id={id} ground={ground} />;
    case "mountains":
      return <Mountains ground={ground} />;
    case "dunes":
      return <Dunes ground={ground} />;
  }
}

function Sea({ id, ground, lightX }: GroundLayerProps) {
  const glints = useMemo(() => {
    const random = seededRandom(seedFrom(`${id}-sea`));
    return Array.from({ length: 16 }, (_, i) => ({
      y: horizonY + 10 + i * 14,
      width: 40 + random() * 160 + i * 6,
      offset: (random() - 0.5) * 60,
      opacity: 0.6 - i * 0.03,
    }));
  }, [id]);
  return (
    <>
      <rect y={horizonY} width={sceneWidth} height={sceneHeight - horizonY} fill={ground.color} />
      {lightX !== undefined && (
        <g fill={ground.accent}>
          {glints.map((g, i) => (
            <rect
              key={i}
              x={lightX - g.width / 2 + g.offset}
              y={g.y}
              width={g.width}
              height="3"
              rx="1.5"
              opacity={g.opacity}
            />
          ))}
        </g>
      )}
    </>
  );
}

function Islands({ ground }: Pick<GroundLayerProps, "ground">) {
  return (
    <>
      <rect y={horizonY} width={sceneWidth} height={sceneHeight - horizonY} fill={ground.color} />
      <rect y={horizonY} width={sceneWidth} height="6" fill="#ffffff" opacity="0.35" />
      <g fill={ground.accent}>
        <ellipse cx="260" cy={horizonY + 6} rx="180" ry="34" />
        <ellipse cx="1240" cy={horizonY + 4} rx="120" ry="22" />
        <path d={`M1020 ${horizonY + 4} q60 -46 140 -10 q40 -30 90 8 z`} />
      </g>
      <g fill="#f3e2b3" opacity="0.8">
        <ellipse cx="260" cy={horizonY + 30} rx="200" ry="10" />
        <ellipse cx="1240" cy={horizonY + 22} rx="140" ry="7" />
      </g>
    </>
  );
}

function CloudFloor({ id, ground }: Pick<GroundLayerProps, "id" | "ground">) {
  const puffs = useMemo(() => {
    const random = seededRandom(seedFrom(`${id}-floor`));
    return Array.from({ length: 22 }, (_, i) => ({
      cx: (i / 21) * sceneWidth + (random() - 0.5) * 60,
      cy: horizonY + 10 + random() * 50,
      rx: 110 + random() * 90,
      ry: 45 + random() * 35,
    }));
  }, [id]);
  return (
    <>
      <rect y={horizonY + 40} width={sceneWidth} height={sceneHeight - horizonY} fill={ground.accent} />
      <g fill={ground.color}>
        {puffs.map((p, i) => (
          <ellipse key={i} cx={p.cx} cy={p.cy} rx={p.rx} ry={p.ry} />
        ))}
      </g>
      <rect y={horizonY + 110} width={sceneWidth} height={sceneHeight} fill={ground.color} opacity="0.85" />
    </>
  );
}

function City({ id, ground }: Pick<GroundLayerProps, "id" | "ground">) {
  const buildings = useMemo(() => {
    const random = seededRandom(seedFrom(`${id}-city`));
    const list: { x: number; width: number; height: number; windows: { x: number; y: number }[] }[] = [];
    for (let x = 0; x < sceneWidth;) {
      const width = 40 + random() * 70;
      const height = 60 + random() * (random() > 0.85 ? 230 : 120);
      const windows = [];
      for (let wy = horizonY - height + 12; wy < horizonY - 10; wy += 16) {
        for (let wx = x + 8; wx < x + width - 10; wx += 14) {
          if (random() > 0.62) windows.push({ x: wx, y: wy });
        }
      }
      list.push({ x, width, height, windows });
      x += width + 2;
    }
    return list;
  }, [id]);
  return (
    <>
      <rect y={horizonY} width={sceneWidth} height={sceneHeight - horizonY} fill={ground.color} />
      <g fill={ground.color}>
        {buildings.map((b, i) => (
          <rect key={i} x={b.x} y={horizonY - b.height} width={b.width} height={b.height + 1} />
        ))}
      </g>
      <g fill={ground.accent} opacity="0.75">
        {buildings.flatMap((b, i) =>
          b.windows.map((w, j) => <rect key={`${i}-${j}`} x={w.x} y={w.y} width="5" height="7" />),
        )}
      </g>
    </>
  );
}

function Mountains({ ground }: Pick<GroundLayerProps, "ground">) {
  const far =
    "M0 620 L180 470 L300 560 L460 400 L620 560 L780 450 L960 600 L1120 430 L1300 580 L1460 470 L1600 560 L1600 900 L0 900 Z";
  const snow =
    "M460 400 L505 445 L480 440 L455 460 L430 430 Z M1120 430 L1168 478 L1140 472 L1118 490 L1090 462 Z M180 470 L222 505 L196 500 L170 512 L150 497 Z";
  const near = "M0 700 L240 560 L420 680 L640 590 L860 700 L1080 600 L1320 690 L1600 610 L1600 900 L0 900 Z";
  return (
    <>
      <path d={far} fill={ground.color} opacity="0.75" />
      <path d={snow} fill={ground.accent} opacity="0.9" />
      <path d={near} fill={ground.color} />
    </>
  );
}

function Dunes({ ground }: Pick<GroundLayerProps, "ground">) {
  return (
    <>
      <path d="M0 660 C 300 600, 500 640, 760 620 S 1300 590, 1600 650 L1600 900 L0 900 Z" fill={ground.accent} />
      <path d="M0 740 C 250 680, 520 720, 800 700 S 1250 660, 1600 730 L1600 900 L0 900 Z" fill={ground.color} />
      <path d="M0 820 C 350 770, 700 810, 1000 790 S 1400 770, 1600 810 L1600 900 L0 900 Z" fill="#3e1b28" />
    </>
  );
}
