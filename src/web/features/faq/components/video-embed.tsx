import { Play } from 'lucide-react';
import { useState } from 'react';
import { usePublicConfig } from '~/web/lib/public-config';

const TITLE = 'Getting started with Hatchery';

/**
 * The getting-started video. Nothing from YouTube loads until the visitor asks for it: the page
 * stays fast, works offline and sets no third-party cookies (youtube-nocookie) before the click.
 */
export function VideoEmbed() {
  const config = usePublicConfig();
  const [playing, setPlaying] = useState(false);
  const videoId = config.data?.faqVideoId;

  if (playing && videoId) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl border bg-black">
        <iframe
          // Keyboard users land on the player they just asked for.
          ref={(el) => el?.focus()}
          className="size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={TITLE}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl border bg-gradient-to-br from-[#171717] via-[#262626] to-[#5c1415] text-white">
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
        <button
          type="button"
          onClick={() => setPlaying(true)}
          // Pressable while the config is on its way (the server draws the page without it): a
          // press then, such as the first act on the page before React took over, opens the
          // player once the video's id has come. Only a config without a video turns it off.
          disabled={config.isError || (config.isSuccess && !videoId)}
          className="flex size-16 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white disabled:opacity-60 sm:size-20"
          aria-label="Play getting-started video"
        >
          <Play aria-hidden className="ml-1 size-7 fill-current sm:size-9" />
        </button>
        <div>
          <p className="text-lg font-semibold sm:text-xl">{TITLE}</p>
          <p className="text-sm text-[#d4d4d4]">
            {config.isError
              ? 'The video is unavailable right now.'
              : 'Plays from YouTube when you press play.'}
          </p>
        </div>
      </div>
    </div>
  );
}
