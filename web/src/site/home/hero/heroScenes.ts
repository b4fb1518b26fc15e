// Eleven hero "photographs" drawn in SVG: the site ships no images and fetches none.
export type GroundKind = "sea" | "cloud-floor" | "city" | "mountains" | "dunes" | "islands";

export interface HeroSceneSpec {
  id: string;
  /** Top, middle and horizon colours of the sky. */
  sky: readonly [string, string, string];
  celestial?: { kind: "sun" | "moon"; x: number; y: number; r: number; color: string; glow: string };
  stars?: number;
  aurora?: boolean;
  clouds?: { color: string; opacity: number; y: number };
  ground: { kind: GroundKind; color: string; accent: string };
  jet: { x: number; y: number; scale: number; angle: number; color: string; trail: string };
}

export const heroScenes: readonly HeroSceneSpec[] = [
  {
    id: "golden-hour",
    sky: ["#0a1630", "#7a4a6a", "#f0a35e"],
    celestial: { kind: "sun", x: 1180, y: 640, r: 70, color: "#ffd58a", glow: "#f6a04d" },
    clouds: { color: "#f7c08a", opacity: 0.35, y: 420 },
    ground: { kind: "sea", color: "#2a2340", accent: "#f4b36b" },
    jet: { x: 560, y: 260, scale: 2.2, angle: -6, color: "#0d1020", trail: "#ffe3b8" },
  },
  {
    id: "above-the-clouds",
    sky: ["#1c4f9c", "#4f8fd6", "#cfe4f7"],
    celestial: { kind: "sun", x: 1320, y: 150, r: 46, color: "#fffdf2", glow: "#fff6cf" },
    ground: { kind: "cloud-floor", color: "#f4f8fc", accent: "#c9d9ea" },
    jet: { x: 420, y: 300, scale: 2.6, angle: -4, color: "#14213d", trail: "#ffffff" },
  },
  {
    id: "starlit-city",
    sky: ["#02040c", "#0a1630", "#1d2f5a"],
    celestial: { kind: "moon", x: 1260, y: 170, r: 44, color: "#f3f1e4", glow: "#8fa6d6" },
    stars: 140,
    ground: { kind: "city", color: "#050914", accent: "#f2c14e" },
    jet: { x: 380, y: 280, scale: 2, angle: -10, color: "#c8d0e0", trail: "#8fa6d6" },
  },
  {
    id: "alpine-dawn",
    sky: ["#213a6b", "#9e8fb5", "#f6c9a6"],
    celestial: { kind: "sun", x: 300, y: 600, r: 60, color: "#ffe2b0", glow: "#f7b58a" },
    clouds: { color: "#ffffff", opacity: 0.4, y: 330 },
    ground: { kind: "mountains", color: "#2b3a5e", accent: "#f2f4fa" },
    jet: { x: 820, y: 220, scale: 2.1, angle: -8, color: "#121a33", trail: "#fff1e0" },
  },
  {
    id: "desert-sunset",
    sky: ["#2a1a3f", "#b5485a", "#f7b267"],
    celestial: { kind: "sun", x: 860, y: 600, r: 110, color: "#ffcf7a", glow: "#f08a4b" },
    ground: { kind: "dunes", color: "#6b2f3a", accent: "#a34a3f" },
    jet: { x: 520, y: 230, scale: 2.3, angle: -5, color: "#1a0f1f", trail: "#ffd9a8" },
  },
  {
    id: "tropical-noon",
    sky: ["#0e6ba8", "#4fb3d9", "#bdeaf2"],
    celestial: { kind: "sun", x: 1380, y: 120, r: 40, color: "#ffffff", glow: "#fff7d6" },
    clouds: { color: "#ffffff", opacity: 0.75, y: 380 },
    ground: { kind: "islands", color: "#1aa1b5", accent: "#2f7a4f" },
    jet: { x: 640, y: 250, scale: 2.2, angle: -7, color: "#f8fafc", trail: "#ffffff" },
  },
  {
    id: "northern-lights",
    sky: ["#020617", "#0b2a3a", "#12414a"],
    stars: 110,
    aurora: true,
    ground: { kind: "mountains", color: "#050d14", accent: "#c8e6e0" },
    jet: { x: 980, y: 260, scale: 1.9, angle: -9, color: "#d6e4ea", trail: "#7fe3c4" },
  },
  {
    id: "violet-twilight",
    sky: ["#1b1036", "#4b2a6b", "#d7709b"],
    celestial: { kind: "moon", x: 300, y: 190, r: 30, color: "#fbe9f1", glow: "#c77da8" },
    stars: 50,
    clouds: { color: "#f3a6c4", opacity: 0.35, y: 300 },
    ground: { kind: "cloud-floor", color: "#7e4a86", accent: "#5a3470" },
    jet: { x: 700, y: 250, scale: 2.3, angle: -6, color: "#140b26", trail: "#ffd1e4" },
  },
  {
    id: "silver-morning",
    sky: ["#3b4a63", "#8fa3bf", "#e8dcc8"],
    celestial: { kind: "sun", x: 1100, y: 330, r: 55, color: "#fff6e3", glow: "#f3dcb5" },
    clouds: { color: "#f5f1ea", opacity: 0.7, y: 360 },
    ground: { kind: "cloud-floor", color: "#d9d6d2", accent: "#aeb6c4" },
    jet: { x: 500, y: 240, scale: 2.4, angle: -5, color: "#1b2436", trail: "#ffffff" },
  },
  {
    id: "skyline-dusk",
    sky: ["#14213d", "#3c4f7c", "#f28f3b"],
    celestial: { kind: "sun", x: 420, y: 690, r: 80, color: "#ffc574", glow: "#f28f3b" },
    clouds: { color: "#f9b678", opacity: 0.3, y: 440 },
    ground: { kind: "city", color: "#0e1528", accent: "#ffd27a" },
    jet: { x: 900, y: 230, scale: 2.1, angle: -8, color: "#0b1222", trail: "#ffe2bd" },
  },
  {
    id: "ocean-moonrise",
    sky: ["#050b1f", "#13254d", "#36507d"],
    celestial: { kind: "moon", x: 1120, y: 560, r: 90, color: "#f6ecd0", glow: "#d4af37" },
    stars: 90,
    ground: { kind: "sea", color: "#0a1530", accent: "#f6ecd0" },
    jet: { x: 420, y: 240, scale: 2, angle: -7, color: "#cfd6e6", trail: "#f6ecd0" },
  },
];
