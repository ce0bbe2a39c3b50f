/**
 * The shop the chair simulation replays (issue 29 item 5): a three-barber studio over four weeks. Every figure
 * that is not the product's own rule is an assumption, named here with its reason, and printed with the results
 * (docs/benchmarks.md) so a reader can judge them and change them. The product's rules themselves (the walk-in wait
 * estimate, the deposit policy) come from packages/shared/src/domain, the same code the server runs.
 */
export const SHOP = {
  barbers: 3,
  /** Tuesday to Saturday, as the demo shop; Monday and Sunday closed. 0 = Monday. */
  openWeekdays: [1, 2, 3, 4, 5],
  opensAt: 9 * 60,
  closesAt: 18 * 60 + 30,
  weeks: 4,
} as const;

/** The services and how often they are asked for: a cut, a cut with beard, a beard (the demo shop's kinds). */
export const SERVICES = [
  { id: 'cut', minutes: 30, share: 0.5 },
  { id: 'cut-beard', minutes: 45, share: 0.3 },
  { id: 'beard', minutes: 20, share: 0.2 },
] as const;

export const CUSTOMERS = {
  /** Regulars known to the shop: with their rhythm, the walk-ins and the newcomers, the chairs are a little over half full. */
  regulars: 800,
  /** Their usual interval between visits, in weeks (picked evenly). */
  intervalWeeks: [3, 4, 5, 6],
  /** Days a regular lets pass after being due before booking (exponential mean): people put it off. */
  procrastinationMeanDays: 6,
  /** How far ahead of the day they want a booking is made (picked evenly, days). */
  leadDays: [0, 1, 2, 3, 5, 7],
  /** New customers asking for a booking per open day (first-time visitors). */
  newPerDay: 2,
  /**
   * Two kinds of customer give the 10% no-shows and 15% late cancellations overall: most are reliable, a
   * fifth are not (industry reports put no-shows at 10-15% of appointments in beauty, concentrated in few people).
   */
  reliable: { share: 0.8, noShow: 0.03, lateCancel: 0.06 },
  unreliable: { share: 0.2, noShow: 0.38, lateCancel: 0.51 },
  /** Share of bookings wanted after 16:00 (the evening peak). */
  eveningShare: 0.4,
  /** Days a booking may land after the day wanted, when that day is full. */
  searchDays: 4,
} as const;

export const WALK_INS = {
  /** Walk-ins arriving per hour, shop-wide: more at lunch and after work. */
  perHour: (minute: number) => (minute >= 12 * 60 && minute < 14 * 60 ? 1.6 : minute >= 17 * 60 ? 1.8 : 0.8),
  /** Without a queue, a walk-in waits in the shop only if a chair frees within this many minutes. */
  patienceWithoutQueueMinutes: 10,
  /** With the queue's estimate on their phone they can leave and come back: they accept this much (even spread). */
  acceptedWaitMinutes: [20, 90],
} as const;

export const DEPOSITS = {
  /** The policy simulated: CHF 20 from customers with 2 misses in 12 months (the product's defaults, switched on). */
  threshold: 2,
  fixedRappen: 2000,
  /** Of those asked for a deposit, this share books nowhere rather than pay (the fear behind 88% of salons asking none). */
  declineShare: 0.15,
  /** A customer who paid a deposit misses far less (assumed: a third of the no-shows, half the late cancellations). */
  noShowFactor: 1 / 3,
  lateCancelFactor: 1 / 2,
} as const;

export const FREED_TIME = {
  /** A late cancellation is made this many hours before the start (even spread). */
  lateCancelHoursBefore: [1, 24],
  /** The waiting list (built before this issue, in both runs) takes a freed time this often. */
  waitingListTakes: 0.2,
  /** Minutes the shop waits for a late customer before the chair counts as free (a no-show). */
  noShowGraceMinutes: 10,
} as const;

export const FILL = {
  /** Offers go to at most this many due regulars per freed time, most overdue first. */
  offersPerTime: 8,
  /** One offer per customer per week (the product's limit). */
  offersPerWeek: 1,
  /** A due regular takes a one-tap offer this often (assumed; an SMS with a time that suits them). */
  takes: 0.15,
  /** Regulars who unsubscribed from offers. */
  unsubscribed: 0.1,
  /** The freed time must start at least this long after the offer for someone to get there. */
  minLeadMinutes: 60,
} as const;

export const SERIES = {
  /** Regulars who book a series when offered one (assumed: the ones with a fixed rhythm). */
  adopters: 0.3,
  /** Appointments of a series. */
  count: 4,
} as const;
