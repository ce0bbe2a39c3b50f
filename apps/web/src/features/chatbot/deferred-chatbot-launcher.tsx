import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** After the page's load event: the round button never competes with the page the visitor came for. */
export const CHATBOT_AFTER_LOAD_MS = 1_000;

// A chunk that cannot load (offline before the service worker has it, an old page after a release) leaves the
// page alone: the assistant comes with the next page load.
const ChatbotLauncher = lazy<ComponentType>(() =>
  import('./chatbot-launcher').then(
    (m) => ({ default: m.ChatbotLauncher }),
    () => ({ default: () => null }),
  ),
);

/**
 * The 'Assistente Virtuale' in the shell: its button (and the proactive dot, 2 s later) arrives a moment after
 * the page has loaded, so not even the button's code is in the first page's JavaScript (TARGETS.md budget);
 * the panel itself loads when the visitor opens it.
 */
export function DeferredChatbotLauncher() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const start = () => (timer = window.setTimeout(() => setReady(true), CHATBOT_AFTER_LOAD_MS));
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => {
      removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatbotLauncher />
    </Suspense>
  );
}
