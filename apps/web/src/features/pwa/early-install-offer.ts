/**
 * The browser's install offer if it came before the prompts' chunk: kept by pwa-mount.tsx (in the first page),
 * taken over by install-event.ts (in the prompts' chunk). Its own module, so neither imports the other.
 */
let earlyOffer: { event: Event; at: number } | null = null;

export const keepEarlyInstallOffer = (event: Event) => {
  earlyOffer = { event, at: Date.now() };
};

export const takeEarlyInstallOffer = () => earlyOffer;
