import {
  QUEUED_WALK_IN_STATUSES,
  chairOfDay,
  currentWalkInWait,
  estimateWalkInQueue,
  type QueuedWalkIn,
  type WalkInPlacement,
} from '@barber/shared/domain/walk-ins';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { QueuedWalkIn as QueuedWalkInDto, WalkInQueue } from '@barber/shared/contract/walk-ins';
import type { Executor } from '../../db/client';
import { loadBarberDay } from '../availability/index';
import * as repo from './repo';

/** The open queue with each queued person's place and wait, computed from today's calendar. */
export interface QueueState {
  open: repo.OpenWalkIn[];
  placements: Map<string, WalkInPlacement>;
  currentWaitMinutes: number | null;
}

/**
 * Reads today's calendar of every active barber (the same barber-day the booking grid reads: hours, breaks,
 * absences, appointments, walk-ins in service) and places the queue on it. `extra` is someone about to join: placed
 * last, so the answer to joining is the wait they will see.
 */
export async function queueState(exec: Executor, now: Date, timeZone: string, extra?: QueuedWalkIn): Promise<QueueState> {
  const open = await repo.openWalkIns(exec);
  const offered = await repo.chairsOffered(exec);
  const today = todayInZone(now, timeZone);
  const chairs = await Promise.all(
    offered.map(async ({ barberId, serviceIds }) => {
      const day = await loadBarberDay(exec, { barberId, date: today, timeZone, now });
      return chairOfDay(barberId, serviceIds, day.engineInput(1));
    }),
  );
  const queue: QueuedWalkIn[] = open
    .filter((w) => QUEUED_WALK_IN_STATUSES.includes(w.status))
    .map((w) => ({ id: w.id, serviceId: w.serviceId, durationMinutes: w.durationMinutes, barberId: w.barberId }));
  const placed = estimateWalkInQueue(now, chairs, extra ? [...queue, extra] : queue);
  const services = await repo.activeServices(exec);
  return {
    open,
    placements: new Map(placed.map((p) => [p.id, p])),
    currentWaitMinutes: currentWalkInWait(now, chairs, queue, services),
  };
}

/** What anyone may see of one walk-in: first names only, never the phone. */
export function queuedDto(w: repo.OpenWalkIn, placement: WalkInPlacement | undefined): QueuedWalkInDto {
  const queued = QUEUED_WALK_IN_STATUSES.includes(w.status);
  return {
    _id: w.id,
    firstName: w.firstName,
    service: w.serviceName,
    status: w.status,
    position: queued ? (placement?.position ?? null) : null,
    waitMinutes: queued ? (placement?.waitMinutes ?? null) : null,
    barber: w.barberId ? { _id: w.barberId, firstName: w.barberFirstName ?? '' } : null,
  };
}

/** The public queue: those in service first, then the queue in order. */
export function queueDto(enabled: boolean, state: QueueState): WalkInQueue {
  const inService = state.open.filter((w) => w.status === 'in_service');
  const queued = state.open.filter((w) => w.status !== 'in_service');
  return {
    enabled,
    currentWaitMinutes: enabled ? state.currentWaitMinutes : null,
    entries: [...inService, ...queued].map((w) => queuedDto(w, state.placements.get(w.id))),
  };
}
