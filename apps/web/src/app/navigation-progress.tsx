import { useNavigation } from '@/lib/router';

/** A thin bar at the top while a navigation waits for its guard or its screen's chunk. */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={label} />;
}
