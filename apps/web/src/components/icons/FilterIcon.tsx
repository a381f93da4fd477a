import type { SVGProps } from 'react';
import { base } from './base';

export const FilterIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M4 5h16M7 12h10M10 19h4" />
  </svg>
);
