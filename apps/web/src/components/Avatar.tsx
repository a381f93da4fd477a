import type { ReactNode } from 'react';
import { imageUrl, initialsOf } from '../lib/show';
import { useImageFailed } from './use-image-failed';

/**
 * A person photo or a network or provider logo at its shown size. Without one, or when it fails to load, the
 * `fallback` stands in: neat initials unless the caller gives something else (a logo's name).
 */
export function Avatar({
  path,
  name,
  size = 64,
  square = false,
  fallback,
}: {
  path: string | null | undefined;
  name: string;
  size?: number;
  square?: boolean;
  fallback?: ReactNode;
}) {
  const className = `avatar${square ? ' avatar--square' : ''}`;
  const src = path ? imageUrl(path, size > 92 ? 'w185' : 'w92') : null;
  const [failed, onError] = useImageFailed(src);
  if (src && !failed) return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" onError={onError} />;
  if (fallback !== undefined) return fallback;
  return (
    <span className={`${className} avatar--initials`} style={{ width: size, height: size, fontSize: size / 2.8 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
