/**
 * The speed targets the bench holds the app to (issue 30 item 2: set near the floor, where the earlier targets of
 * TARGETS.md were four to ten times above what was reached). p95 in ms over real HTTP on loopback.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export const TARGETS = {
  /** One barber-day of slots: PGlite runs its queries on the server's own thread, hence its higher figure. */
  slotsOneDay: { pglite: 4, postgres: 3 } satisfies Record<DatabaseKind, number>,
  /** 31 days x 10 barbers, the ten calendar requests in parallel. */
  month: 60,
  booking: 10,
  /** The statistics for a year of 50,000 appointments, every barber. */
  stats: 50,
  assistant: 20,
  /** The owner's day calendar, every barber. */
  dayCalendar: 15,
} as const;
