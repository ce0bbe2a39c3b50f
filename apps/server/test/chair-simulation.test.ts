import { describe, expect, it } from 'vitest';
import { simulateMonth, type Features } from '../bench/simulation/shop-month';
import { Chairs } from '../bench/simulation/calendar';

// The chair simulation of issue 29 item 5 (npm run bench:simulation): its figures only mean something if the month
// it replays keeps the shop's rules and compares like with like.
const NONE: Features = { walkInQueue: false, deposits: false, fill: false, series: false };
const SEEDS = [1, 2, 3];
const sum = (features: Features, key: keyof ReturnType<typeof simulateMonth>) =>
  SEEDS.reduce((total, seed) => total + simulateMonth(features, seed)[key], 0);

describe('the chair simulation', () => {
  it('replays the same month for the same seed, and a different one for another', () => {
    expect(simulateMonth(NONE, 7)).toEqual(simulateMonth(NONE, 7));
    expect(simulateMonth(NONE, 7)).not.toEqual(simulateMonth(NONE, 8));
  });

  it('never seats two at once in a chair', () => {
    const chairs = new Chairs();
    chairs.take({ barber: 0, start: 600, end: 630, holds: true });
    expect(() => chairs.take({ barber: 0, start: 615, end: 645, holds: true })).toThrow(/taken/);
    chairs.take({ barber: 1, start: 615, end: 645, holds: true });
    chairs.take({ barber: 0, start: 630, end: 660, holds: true });
  });

  it('accounts for every open chair-hour, and meets the same walk-ins in every run of a seed', () => {
    const all = { walkInQueue: true, deposits: true, fill: true, series: true };
    for (const features of [NONE, all]) {
      const month = simulateMonth(features, 3);
      expect(month.bookedHours + month.idleHours).toBeCloseTo(month.capacityHours, 6);
      expect(month.bookedHours).toBeGreaterThan(month.capacityHours / 3);
      expect(month.bookedHours).toBeLessThan(month.capacityHours);
    }
    const walkIns = (features: Features) => {
      const month = simulateMonth(features, 3);
      return month.walkInsServed + month.walkInsTurnedAway;
    };
    // Every walk-in who arrives in the month is either served or turned away, whatever the features.
    expect(walkIns(all)).toBe(walkIns(NONE));
  });

  it('the walk-in queue serves walk-ins that the door without it turns away', () => {
    expect(sum({ ...NONE, walkInQueue: true }, 'walkInsTurnedAway')).toBeLessThan(sum(NONE, 'walkInsTurnedAway'));
  });

  it('deposits ask the customers who missed, who then miss less, and some of them book nowhere', () => {
    const deposits = { ...NONE, deposits: true };
    expect(sum(NONE, 'depositsAsked')).toBe(0);
    expect(sum(deposits, 'depositsAsked')).toBeGreaterThan(0);
    expect(sum(deposits, 'noShowHours')).toBeLessThan(sum(NONE, 'noShowHours'));
    expect(sum(deposits, 'bookingsLost')).toBeGreaterThan(sum(NONE, 'bookingsLost'));
  });

  it('last-minute fill takes late-cancelled times again', () => {
    expect(sum({ ...NONE, fill: true }, 'refilledHours')).toBeGreaterThan(sum(NONE, 'refilledHours'));
  });
});
