import { createIcon } from "@chakra-ui/react";
import { defaults, stroke } from "./iconStyle";

// Hand-drawn line icons (no icon package is installed); all decorative: pair them with text.
// The tick and the cross of form controls are in controlIcons.tsx.

export const JetIcon = createIcon({
  displayName: "JetIcon",
  viewBox: "0 0 24 24",
  path: (
    <path
      fill="currentColor"
      d="M21.5 11.2c.8.2.8 1.4 0 1.6l-6.3 1.4-4.4 6.3c-.2.3-.5.5-.9.5H8.6l2.3-6.3-4.6.8-1.8 2.2H3l1.2-3.5L3 10.7h1.5l1.8 2.2 4.6.8-2.3-6.3h1.3c.4 0 .7.2.9.5l4.4 6.3z"
      transform="rotate(-8 12 12)"
    />
  ),
  defaultProps: defaults,
});

export const MenuIcon = createIcon({
  displayName: "MenuIcon",
  path: <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />,
  defaultProps: defaults,
});

export const PhoneIcon = createIcon({
  displayName: "PhoneIcon",
  path: (
    <path {...stroke} d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
  defaultProps: defaults,
});

export const MailIcon = createIcon({
  displayName: "MailIcon",
  path: [
    <rect key="r" {...stroke} x="3" y="5" width="18" height="14" rx="2" />,
    <path key="p" {...stroke} d="M3 7l9 6 9-6" />,
  ],
  defaultProps: defaults,
});

export const ClockIcon = createIcon({
  displayName: "ClockIcon",
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="9" />, <path key="p" {...stroke} d="M12 7v5l3 2" />],
  defaultProps: defaults,
});

export const GlobeIcon = createIcon({
  displayName: "GlobeIcon",
  path: [
    <circle key="c" {...stroke} cx="12" cy="12" r="9" />,
    <path
      key="p"
      {...stroke}
      d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3"
    />,
  ],
  defaultProps: defaults,
});

export const ShieldIcon = createIcon({
  displayName: "ShieldIcon",
  path: [
    <path key="s" {...stroke} d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />,
    <path key="c" {...stroke} d="M8.5 12l2.5 2.5 4.5-5" />,
  ],
  defaultProps: defaults,
});

export const StarIcon = createIcon({
  displayName: "StarIcon",
  path: <path {...stroke} d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  defaultProps: defaults,
});

export const HeartIcon = createIcon({
  displayName: "HeartIcon",
  path: (
    <path {...stroke} d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  ),
  defaultProps: defaults,
});

export const MinusIcon = createIcon({
  displayName: "MinusIcon",
  path: <path {...stroke} strokeWidth={2} d="M6 12h12" />,
  defaultProps: defaults,
});

export const ArrowIcon = createIcon({
  displayName: "ArrowIcon",
  path: <path {...stroke} d="M5 12h14M13 6l6 6-6 6" />,
  // Points "forward" in the reading direction.
  defaultProps: { ...defaults, _rtl: { transform: "scaleX(-1)" } },
});

export const PauseIcon = createIcon({
  displayName: "PauseIcon",
  path: <path {...stroke} strokeWidth={2} d="M9 6v12M15 6v12" />,
  defaultProps: defaults,
});

export const PlayIcon = createIcon({
  displayName: "PlayIcon",
  path: <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />,
  defaultProps: defaults,
});

export const UsersIcon = createIcon({
  displayName: "UsersIcon",
  path: [
    <circle key="a" {...stroke} cx="9" cy="8" r="3.5" />,
    <path
      key="b"
      {...stroke}
      d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2"
    />,
  ],
  defaultProps: defaults,
});

export const EyeIcon = createIcon({
  displayName: "EyeIcon",
  path: [
    <path key="e" {...stroke} d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />,
    <circle key="c" {...stroke} cx="12" cy="12" r="3" />,
  ],
  defaultProps: defaults,
});

export const EyeOffIcon = createIcon({
  displayName: "EyeOffIcon",
  path: [
    <path
      key="e"
      {...stroke}
      d="M9.9 5.7A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5"
    />,
    <path key="s" {...stroke} d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
  ],
  defaultProps: defaults,
});

export const LockIcon = createIcon({
  displayName: "LockIcon",
  path: [
    <rect key="b" {...stroke} x="5" y="10.5" width="14" height="10" rx="2" />,
    <path key="s" {...stroke} d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />,
  ],
  defaultProps: defaults,
});

// Google's four-colour "G" (brand guidelines ask for it unaltered on the sign-in button).
export const GoogleIcon = createIcon({
  displayName: "GoogleIcon",
  viewBox: "0 0 48 48",
  path: [
    <path
      key="y"
      fill="#FFC107"
      d="M43.6 20.1H42V20H24v8h11.3c-1.6 4.7-6.1 8-11.3 8-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
    />,
    <path
      key="r"
      fill="#FF3D00"
      d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />,
    <path
      key="g"
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />,
    <path
      key="b"
      fill="#1976D2"
      d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
    />,
  ],
  defaultProps: defaults,
});
