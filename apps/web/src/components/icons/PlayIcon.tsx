import type { SVGProps } from 'react';
import { base } from './base';

export const PlayIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
  </svg>
);
