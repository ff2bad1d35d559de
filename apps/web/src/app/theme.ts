/** The one theme: brand orange, deal red as accent, neutral greys, the system font stack with Noto for CJK and Thai. */
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  colors: {
    // Deals and prices.
    deal: ['#fff0f0', '#ffdede', '#ffbcbc', '#ff9797', '#ff7676', '#ff6161', '#f94f4f', '#e03131', '#c92a2a', '#b01c1c'],
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans Thai", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Someone who asked their system for less motion gets Mantine's transitions without it.
  respectReducedMotion: true,
});
