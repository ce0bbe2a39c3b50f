import { rappenToChf } from '@barber/shared/domain/money';
import type { Service } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import * as repo from './repo';

export function toServiceDto(row: repo.ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    price: rappenToChf(row.priceRappen),
    duration: row.durationMinutes,
    description: row.description,
    isActive: row.isActive,
  };
}

export async function activeServices(ctx: AppContext): Promise<Service[]> {
  return (await repo.listActiveServices(ctx.db)).map(toServiceDto);
}
