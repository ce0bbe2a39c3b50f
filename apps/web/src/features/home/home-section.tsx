import type { ReactNode, Ref } from 'react';

/**
 * The frame of a home page section: the anchor the navigation scrolls to (the scroll margin keeps the title
 * clear of the sticky header), the centred title the section is labelled by, an optional intro line, and the
 * content in a centred column. `after` stands outside the column (a dialog the section opens).
 */
export function HomeSection({
  id,
  title,
  intro,
  tinted = false,
  scrollMargin = 'scroll-mt-10',
  width = 'max-w-6xl',
  ref,
  after,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  scrollMargin?: 'scroll-mt-10' | 'scroll-mt-20';
  width?: 'max-w-6xl' | 'max-w-3xl';
  ref?: Ref<HTMLElement>;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${scrollMargin} ${tinted ? 'bg-surface-2/50 ' : ''}px-4 py-14 sm:py-20`}
    >
      <div className={`mx-auto ${width}`}>
        <h2 id={`${id}-title`} className="text-center font-display text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 text-center text-muted">{intro}</p>}
        {children}
      </div>
      {after}
    </section>
  );
}
