import { earliestFit, estimateWalkInQueue, type QueuedWalkIn, type WalkInChair } from '@barber/shared/domain/walk-ins';
import { SERVICES, SHOP, WALK_INS } from './assumptions';
import { DAY, dayOf, minuteOfDay, openInterval, toDate, type ChairTime, type Chairs } from './calendar';
import type { Random } from './random';

interface WaitingWalkIn extends QueuedWalkIn {
  minutes: number;
  /** The latest start they accept: past it, they give up. */
  latestStart: number;
}

/**
 * The shop's door. Without the queue a walk-in stays only when a chair frees within a few minutes: nobody can
 * tell them how long it would be. With it (issue 29 item 1) they see the product's own estimate
 * (estimateWalkInQueue over the real chairs), join when the wait suits them, and take the first chair that frees
 * for them, a missed appointment's included.
 */
export class WalkInDoor {
  private readonly arrivals = new Map<number, { minutes: number; acceptedWait: number }[]>();
  private readonly turnedAway = new Map<number, () => void>();
  private queue: WaitingWalkIn[] = [];
  private nextId = 1;

  constructor(
    private readonly chairs: Chairs,
    private readonly queueOn: boolean,
    private readonly random: Random,
    private readonly onServed: (time: ChairTime) => void,
  ) {}

  /** The day's arrivals, drawn ahead (the same in every run of one seed). */
  planDay(day: number, onTurnedAway: () => void): void {
    this.turnedAway.set(day, onTurnedAway);
    for (const minute of this.random.arrivals(SHOP.opensAt, SHOP.closesAt - 30, (m) => WALK_INS.perHour(m) / 60)) {
      const [low, high] = WALK_INS.acceptedWaitMinutes;
      this.arrivals.set(day * DAY + minute, [
        ...(this.arrivals.get(day * DAY + minute) ?? []),
        { minutes: this.random.weighted(SERVICES).minutes, acceptedWait: this.random.between(low, high) },
      ]);
    }
  }

  tick(now: number): void {
    for (const walkIn of this.arrivals.get(now) ?? []) this.arrive(now, walkIn.minutes, walkIn.acceptedWait);
    if (!this.queueOn || this.queue.length === 0) return;
    if (minuteOfDay(now) >= SHOP.closesAt) {
      for (let i = 0; i < this.queue.length; i++) this.turnedAway.get(dayOf(now))?.();
      this.queue = [];
      return;
    }
    const placements = estimateWalkInQueue(toDate(now), this.chairsOn(dayOf(now)), this.queue);
    const staying: WaitingWalkIn[] = [];
    placements.forEach((placement, i) => {
      const walkIn = this.queue[i]!;
      const start = placement.startsAt ? now + (placement.waitMinutes ?? 0) : null;
      if (start === null || start > walkIn.latestStart) this.turnedAway.get(dayOf(now))?.();
      else if (start <= now && placement.barberId !== null) this.serve(Number(placement.barberId), now, walkIn.minutes);
      else staying.push(walkIn);
    });
    this.queue = staying;
  }

  private arrive(now: number, minutes: number, acceptedWait: number): void {
    const day = dayOf(now);
    if (!this.queueOn) {
      // Without a queue: the chair that frees first, if it frees before they lose patience.
      let best: { barber: number; start: number } | null = null;
      for (const chair of this.chairsOn(day)) {
        const start = earliestFit(toDate(now), chair.open, chair.busy, minutes);
        const startMinute = start ? now + Math.round((start.getTime() - toDate(now).getTime()) / 60_000) : null;
        if (startMinute !== null && (!best || startMinute < best.start)) best = { barber: Number(chair.barberId), start: startMinute };
      }
      if (best && best.start - now <= WALK_INS.patienceWithoutQueueMinutes) this.serve(best.barber, best.start, minutes);
      else this.turnedAway.get(day)?.();
      return;
    }
    const newcomer = { id: String(this.nextId++), serviceId: 'any', durationMinutes: minutes, barberId: null };
    const wait = estimateWalkInQueue(toDate(now), this.chairsOn(day), [...this.queue, newcomer]).at(-1)?.waitMinutes ?? null;
    if (wait === null || wait > acceptedWait) this.turnedAway.get(day)?.();
    else this.queue.push({ ...newcomer, minutes, latestStart: now + wait + 30 });
  }

  private serve(barber: number, start: number, minutes: number): void {
    this.onServed(this.chairs.take({ barber, start, end: start + minutes, holds: true }));
  }

  /** The chairs as the product's estimate reads them: open hours and busy times of the day, every service. */
  private chairsOn(day: number): WalkInChair[] {
    return Array.from({ length: SHOP.barbers }, (_, barber) => ({
      barberId: String(barber),
      serviceIds: ['any'],
      open: openInterval(day),
      busy: this.chairs.busyOn(barber, day),
    }));
  }
}
