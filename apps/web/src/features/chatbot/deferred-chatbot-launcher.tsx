import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterLoad } from '../../lib/use-after-load';

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
  if (!useAfterLoad(CHATBOT_AFTER_LOAD_MS)) return null;
  return (
    <Suspense fallback={null}>
      <ChatbotLauncher />
    </Suspense>
  );
}
