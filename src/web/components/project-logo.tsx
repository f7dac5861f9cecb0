import { useState } from 'react';
import { cn } from '~/web/lib/utils';

/** The project's logo, or its initial on a neutral tile when there is none or it fails to load. */
export function ProjectLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn('size-12 shrink-0 rounded-lg', className);
  if (logoUrl && !failed) {
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        loading="lazy"
        decoding="async"
        width={48}
        height={48}
        onError={() => setFailed(true)}
        className={cn(box, 'border bg-background object-contain p-1')}
      />
    );
  }
  return (
    <div
      data-testid="logo-placeholder"
      aria-hidden
      className={cn(
        box,
        'flex items-center justify-center border bg-muted text-lg font-semibold text-muted-foreground',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
