import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[55] h-0.5 overflow-hidden" aria-hidden="true">
      <div className="animate-route-progress h-full w-2/5 bg-accent" />
    </div>
  );
}
