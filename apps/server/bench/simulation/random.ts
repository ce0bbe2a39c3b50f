/**
 * A seeded random source (mulberry32): the same seed gives the same month, so a run with a feature and a run
 * without it meet the same customers and the same walk-ins, and a result can be replayed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the items by their `share` weights. */
  weighted<T extends { share: number }>(items: readonly T[]): T {
    let r = this.next() * items.reduce((sum, item) => sum + item.share, 0);
    for (const item of items) if ((r -= item.share) < 0) return item;
    return items[items.length - 1]!;
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Arrival times of a Poisson process over [from, to) with a rate per minute that may vary. */
  arrivals(from: number, to: number, perMinute: (minute: number) => number): number[] {
    const out: number[] = [];
    for (let minute = from; minute < to; minute++) if (this.chance(perMinute(minute))) out.push(minute);
    return out;
  }
}

/** A stream of its own per purpose, so that drawing more for one feature does not shift the others' draws. */
export function streams(seed: number): Record<'customers' | 'bookings' | 'fates' | 'walkIns' | 'features', Random> {
  return {
    customers: new Random(seed * 7 + 1),
    bookings: new Random(seed * 7 + 2),
    fates: new Random(seed * 7 + 3),
    walkIns: new Random(seed * 7 + 4),
    features: new Random(seed * 7 + 5),
  };
}
