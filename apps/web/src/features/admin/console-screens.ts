/**
 * The console's screens, in the order of its navigation: each one's path under /admin, its name in the navigation
 * and its module, loaded when first opened (a chunk of its own). The navigation and the routes of AdminPage come
 * from this list: a new screen is its module and one entry here (docs/architecture.md, "Add an admin screen").
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ConsoleScreen {
  path: string;
  /** its name in the navigation */
  name: { en: string; ko: string };
  Screen: LazyExoticComponent<ComponentType>;
}

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: 'hero',
    name: { en: 'Hero slides', ko: '히어로 슬라이드' },
    Screen: lazy(() => import('./HeroScreen').then((m) => ({ default: m.HeroScreen }))),
  },
  {
    path: 'collections',
    name: { en: 'Collections', ko: '컬렉션' },
    Screen: lazy(() => import('./CollectionsScreen').then((m) => ({ default: m.CollectionsScreen }))),
  },
  {
    path: 'about',
    name: { en: 'About', ko: '소개' },
    Screen: lazy(() => import('./AboutScreen').then((m) => ({ default: m.AboutScreen }))),
  },
  {
    path: 'shows',
    name: { en: 'Shows', ko: '작품' },
    Screen: lazy(() => import('./ShowsScreen').then((m) => ({ default: m.ShowsScreen }))),
  },
  {
    path: 'users',
    name: { en: 'Users', ko: '사용자' },
    Screen: lazy(() => import('./UsersScreen').then((m) => ({ default: m.UsersScreen }))),
  },
  {
    path: 'moderation',
    name: { en: 'Moderation', ko: '신고 관리' },
    Screen: lazy(() => import('./ModerationScreen').then((m) => ({ default: m.ModerationScreen }))),
  },
  {
    path: 'imports',
    name: { en: 'Imports', ko: '가져오기' },
    Screen: lazy(() => import('./ImportsScreen').then((m) => ({ default: m.ImportsScreen }))),
  },
  {
    path: 'audit',
    name: { en: 'Audit log', ko: '감사 기록' },
    Screen: lazy(() => import('./AuditScreen').then((m) => ({ default: m.AuditScreen }))),
  },
];
