import type { BarberPublic } from '@barber/shared/schemas/catalog';

// Colour pairs made for text on a tint in both themes (styles.css): each barber keeps one, chosen from the id.
const DISCS = [
  'bg-accent-soft text-accent-soft-fg',
  'bg-status-confirmed-bg text-status-confirmed-fg',
  'bg-status-completed-bg text-status-completed-fg',
  'bg-warning-soft text-warning-fg',
] as const;

const discOf = (id: string) => DISCS[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % DISCS.length]!;

/**
 * The barber's own photo, or their initials on a coloured disc. Decorative: the card's heading names the barber
 * right beside it.
 */
export function BarberAvatar({ barber }: { barber: BarberPublic }) {
  const size = 'size-16 shrink-0 rounded-full';
  if (barber.profileImage?.url) {
    return (
      <img
        src={barber.profileImage.url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={`${size} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="barber-initials"
      className={`${size} flex items-center justify-center font-display text-xl font-semibold ${discOf(barber._id)}`}
    >
      {`${barber.firstName[0] ?? ''}${barber.lastName[0] ?? ''}`.toUpperCase()}
    </span>
  );
}
