import type { NavigateOptions, To } from 'react-router';
import { originPath } from '../api/session-hooks';
import type { WelcomeState } from './welcome-state';

/**
 * Where a new account (sign-up, or a first Google sign-in's chosen username) lands: the page the fan was on before
 * sign-up or sign-in (a show whose diary prompt led there), else home with a welcome.
 */
export function newAccountLanding(state: unknown): [To, NavigateOptions] {
  const origin = originPath(state);
  if (origin && origin !== '/') return [origin, { replace: true }];
  return ['/', { replace: true, state: { welcome: true } satisfies WelcomeState }];
}
