import type { ReactNode } from 'react';

interface TabHeadingProps {
  title: string;
  intro: ReactNode;
  /** For a section's aria-labelledby. */
  id?: string;
  /** More lines under the intro (e.g. how often the list refreshes). */
  children?: ReactNode;
}

/** A tab's title with its intro under it: the same look in the admin and barber areas. */
export function TabHeading({ title, intro, id, children }: TabHeadingProps) {
  return (
    <div>
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
      {children}
    </div>
  );
}
