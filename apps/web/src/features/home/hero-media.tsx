import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { homeTexts as t } from '../../i18n/home';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The poster is the page's largest paint (LCP): one small WebP (a few kB) at 1280x720, so it is never shown
 * upscaled in the hero; the video (960x540) fades in over it later and, being no larger, never takes the LCP.
 */
export const HERO_POSTER = { src: '/media/hero-poster.webp', width: 1280, height: 720 };

type VideoState = 'waiting' | 'loading' | 'playing' | 'failed';

/** Runs after the page has loaded and the browser is idle: the video never competes with the poster. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    else timer = setTimeout(() => !cancelled && run(), 200);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
    window.removeEventListener('load', go);
  };
}

/**
 * The hero's background (001 section 4, Hero video): the poster image at once, the looping muted video after the
 * page has loaded, a loading overlay until the video plays, and the poster as the fallback when it fails. A
 * visitor who prefers reduced motion gets the still image only. A button pauses the video (WCAG 2.2.2).
 */
export function HeroMedia() {
  const reduced = useReducedMotion();
  const [state, setState] = useState<VideoState>('waiting');
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (reduced) return;
    return afterLoadAndIdle(() => setState((current) => (current === 'waiting' ? 'loading' : current)));
  }, [reduced]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (paused) void element.play().catch(() => undefined);
    else element.pause();
    setPaused(!paused);
  };

  const showVideo = !reduced && (state === 'loading' || state === 'playing');
  return (
    <div className="absolute inset-0" data-video-state={reduced ? 'still' : state}>
      <img
        src={HERO_POSTER.src}
        width={HERO_POSTER.width}
        height={HERO_POSTER.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      {showVideo && (
        <video
          ref={video}
          // 2 px inside the poster on every side (invisible: the poster is underneath): Chrome counts a video's
          // frames as LCP candidates, and a candidate must be strictly larger to replace the poster.
          className={`absolute top-0.5 left-0.5 h-[calc(100%-4px)] w-[calc(100%-4px)] object-cover transition-opacity duration-700 ${state === 'playing' ? 'opacity-100' : 'opacity-0'}`}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          // No poster: the <img> underneath already shows it, and a second, larger poster would become the LCP.
          aria-label={t.hero.videoLabel}
          onPlaying={() => setState('playing')}
          onError={() => setState('failed')}
        >
          <source src="/media/hero.webm" type="video/webm" />
          {/* A source that fails fires its own error, not the video's: the last one means no source played. */}
          <source src="/media/hero.mp4" type="video/mp4" onError={() => setState('failed')} />
        </video>
      )}
      {/* Darkens the media so the white text always reads; with the spinner it is the loading overlay. */}
      <div className="absolute inset-0 bg-linear-to-b from-black/55 via-black/45 to-black/75" />
      {state === 'loading' && (
        <div className="absolute inset-0 flex items-end justify-end p-4" data-testid="hero-video-loading">
          <span
            className="size-6 animate-spin rounded-full border-2 border-white/30 border-t-white motion-reduce:animate-none"
            aria-hidden="true"
          />
        </div>
      )}
      {state === 'playing' && (
        <button
          type="button"
          onClick={toggle}
          aria-label={paused ? t.hero.playVideo : t.hero.pauseVideo}
          className="absolute right-3 bottom-3 z-10 flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
        >
          {paused ? (
            <Play className="size-5" aria-hidden="true" />
          ) : (
            <Pause className="size-5" aria-hidden="true" />
          )}
        </button>
      )}
    </div>
  );
}
