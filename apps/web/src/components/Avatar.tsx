import { imageUrl, initialsOf } from '../lib/show';

/** A person photo or provider logo at its shown size, or neat initials when there is none. */
export function Avatar({
  path,
  name,
  size = 64,
  square = false,
}: {
  path: string | null | undefined;
  name: string;
  size?: number;
  square?: boolean;
}) {
  const className = `avatar${square ? ' avatar--square' : ''}`;
  if (path)
    return <img className={className} src={imageUrl(path, size > 92 ? 'w185' : 'w92')} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={`${className} avatar--initials`} style={{ width: size, height: size, fontSize: size / 2.8 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
