import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ApplicationDetail } from '~/shared/schemas/applicants';

/**
 * The application's logo, read through the admin-only file route (an <img> ignores its
 * attachment header; an SVG in an <img> runs no script). A placeholder when there is none.
 */
export function LogoPreview({ detail }: { detail: ApplicationDetail }) {
  const url = detail.files.find((f) => f.kind === 'logo')?.url;
  const [failed, setFailed] = useState<string | null>(null);
  const box = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted';
  if (!url || failed === url) {
    return (
      <div className={box} title={url ? 'The logo could not be shown' : 'No logo uploaded'}>
        <ImageOff aria-hidden className="size-6 text-muted-foreground" />
        <span className="sr-only">{url ? 'The logo could not be shown' : 'No logo uploaded'}</span>
      </div>
    );
  }
  return (
    <div className={`${box} bg-white`}>
      <img
        src={url}
        alt={`${detail.application.name} logo`}
        className="size-full object-contain"
        onError={() => setFailed(url)}
      />
    </div>
  );
}
