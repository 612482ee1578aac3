import { useState } from 'react';
import type { TeamMember } from '../../content/team.ts';

/** True for a path that stands for "no photo yet": empty, or a file named placeholder.* */
export function isPlaceholderImage(path: string): boolean {
  return path.trim() === '' || /(^|\/)placeholder(\.[a-z0-9]+)?$/i.test(path.trim());
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * A member's photo, or their initials on a neutral disc when the photo is a placeholder or fails to load.
 */
export function Avatar({ member, alt, className }: { member: TeamMember; alt: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || isPlaceholderImage(member.image)) {
    return (
      // Without a description (alt=""), the initials are decoration: the name beside them says who it is.
      <span
        className={`${className} avatar-placeholder`}
        {...(alt ? { role: 'img', 'aria-label': `${alt} (no photo yet)` } : { 'aria-hidden': true })}
      >
        {initialsOf(member.name)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={member.image}
      alt={alt}
      width={200}
      height={200}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
