import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';
import { HomeSection } from './home-section';

/** 001 section 2: the videos play when the section is at least 15% visible. */
export const GALLERY_VISIBLE_RATIO = 0.15;

const VIDEOS = [
  { src: '/media/gallery-1.mp4', poster: '/media/gallery-1-poster.webp', label: t.gallery.first },
  { src: '/media/gallery-2.mp4', poster: '/media/gallery-2-poster.webp', label: t.gallery.second },
];

/**
 * Two looping muted videos. Nothing is downloaded before the section is reached (preload none, posters
 * lazy): then all play, and they pause again out of view. Reduced motion: posters only until the visitor
 * presses play. One button pauses or plays both (WCAG 2.2.2).
 */
export function VideoGallery() {
  const section = useRef<HTMLElement>(null);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const visible = useInView(section, GALLERY_VISIBLE_RATIO);
  // The posters too wait until the section is near, so the first screen downloads only the hero's image.
  const near = useInView(section, 0, '600px');
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (near) setReached(true);
  }, [near]);
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const playing = choice === 'playing' || (choice === 'auto' && !reduced && visible);

  useEffect(() => {
    for (const video of videos.current) {
      if (!video) continue;
      if (playing && visible) void video.play()?.catch(() => undefined);
      else video.pause();
    }
  }, [playing, visible]);

  return (
    <HomeSection id="video-gallery" title={t.sections.gallery} intro={t.gallery.intro} ref={section}>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {VIDEOS.map((video, index) => (
          <figure key={video.src} className="overflow-hidden rounded-2xl border border-border bg-surface">
            <video
              ref={(element) => {
                videos.current[index] = element;
              }}
              className="aspect-square w-full object-cover"
              width={480}
              height={480}
              muted
              loop
              playsInline
              preload="none"
              poster={reached ? video.poster : undefined}
              aria-label={video.label}
              data-testid={`gallery-video-${index + 1}`}
            >
              <source src={video.src} type="video/mp4" />
            </video>
          </figure>
        ))}
      </div>
      <div className="mt-4 flex justify-center">
        <button
          type="button"
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-input-border bg-surface px-4 font-semibold hover:bg-surface-2"
        >
          {playing ? (
            <Pause className="size-5" aria-hidden="true" />
          ) : (
            <Play className="size-5" aria-hidden="true" />
          )}
          {playing ? t.gallery.pause : t.gallery.play}
        </button>
      </div>
    </HomeSection>
  );
}
