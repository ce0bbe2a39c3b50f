import { Crown, Gem, Rocket, Scissors, Sparkles, Star, Store, type LucideIcon } from 'lucide-react';

/**
 * A plan's icon. Plans are data and name their icon with an emoji or a word; the known ones are drawn with the
 * app's own icons (an emoji depends on the device's fonts), anything else is shown as it is.
 */
const known: Record<string, LucideIcon> = {
  '✂️': Scissors,
  '✂': Scissors,
  scissors: Scissors,
  '💈': Crown,
  '👑': Crown,
  crown: Crown,
  '🚀': Rocket,
  rocket: Rocket,
  '⭐': Star,
  star: Star,
  '💎': Gem,
  gem: Gem,
  '✨': Sparkles,
  sparkles: Sparkles,
  '🏪': Store,
  store: Store,
};

export function PlanIcon({ icon, className = 'size-8' }: { icon: string; className?: string }) {
  const Icon = known[icon.trim().toLowerCase()] ?? known[icon.trim()];
  // The accent colour unless the caller gives its own (the header chip draws it in the chip's colour).
  const colour = /(^|\s)text-/.test(className) ? '' : 'text-accent-text ';
  if (Icon) return <Icon className={`shrink-0 ${colour}${className}`} aria-hidden="true" />;
  if (!icon.trim()) return null;
  return (
    <span className="text-3xl leading-none" aria-hidden="true">
      {icon}
    </span>
  );
}
