import { useState } from 'react';

const PersonIcon = ({ size }: { size: number }) => (
  <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.42 0-8 2.24-8 5v1a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1c0-2.76-3.58-5-8-5Z" />
  </svg>
);

/** The user's picture, or a generic person icon when there is none or it fails to load (spec §2). */
export function UserAvatar({ src, size = 36, className = '' }: { src: string | null | undefined; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        className={`user-avatar ${className}`}
        src={src}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      className={`user-avatar user-avatar--icon ${className}`}
      style={{ width: size, height: size }}
      data-testid="avatar-fallback"
      aria-hidden="true"
    >
      <PersonIcon size={size} />
    </span>
  );
}
