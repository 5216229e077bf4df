import { useState } from 'react';

/** Initials of a name: the first letters of its first two words, or its first character (CJK). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!)[0]!.toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

/** A round avatar: the image when it loads, else the initials on a coloured disc. */
export function UserAvatar({ name, src, size = 32 }: { name: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !failed) {
    return <img className="od-avatar" src={src} alt={name} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="od-avatar od-avatar-initials" style={style} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}
