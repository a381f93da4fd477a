export const HERO_AUTOPLAY_MS = 8000;
