import type { SVGProps } from 'react';
import { base } from './base';

export const ImageOffIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
    <path d="M3 3l18 18" />
  </svg>
);
