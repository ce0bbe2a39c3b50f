import { lazy, Suspense, type ComponentType } from 'react';
import { captureInstallEvents } from './install-event';
import { InstallPrompt } from './install-prompt';

// From this chunk's load on, the install offer and the installation are followed here.
captureInstallEvents();

// The service worker exists only in the build: `npm run dev` never loads its registration.
const UpdatePrompt = import.meta.env.PROD
  ? lazy<ComponentType>(() =>
      import('./update-prompt').then(
        (m) => ({ default: m.UpdatePrompt }),
        () => ({ default: () => null }),
      ),
    )
  : null;

/**
 * The optional cards at the bottom of the screen, above its edge: high enough to leave the corners' round
 * buttons (chatbot right, cookie settings left) free, full width minus margins on a phone, centred on a desktop.
 */
export default function PwaPrompts() {
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md flex-col gap-2">
      {UpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <InstallPrompt />
    </div>
  );
}
