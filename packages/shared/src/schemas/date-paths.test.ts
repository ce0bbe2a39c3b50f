import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '../contract';
import { datePathsOf, fieldPathsOf, isLeaf } from './date-paths';
import { UpdateVacationsRequest } from './staff';

type Schemas = { body?: z.ZodType; query?: z.ZodType };
const routes = Object.entries(contract as Record<string, Schemas>);
// A field named like a calendar date: date, from, startDate, endDate, anyDate...
const DATE_NAME = /^(date|from)$|Date$/;

describe('date fields (ADR 0035)', () => {
  it('every request field named like a date is a date field, so a date-time sent in it is read on the shop clock', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [name, route] of routes) {
      for (const part of ['body', 'query'] as const) {
        const dates = new Set(datePathsOf(route[part]).map((p) => p.join('.')));
        for (const path of fieldPathsOf(route[part], isLeaf)) {
          if (!DATE_NAME.test(path.at(-1) ?? '')) continue;
          checked++;
          if (!dates.has(path.join('.'))) missing.push(`${name} ${part}.${path.join('.')}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('finds them through lists, wrappers and pipes', () => {
    expect(datePathsOf(UpdateVacationsRequest)).toEqual([
      ['vacations', '*', 'startDate'],
      ['vacations', '*', 'endDate'],
    ]);
    const of = (name: string, part: 'body' | 'query') =>
      datePathsOf((contract as Record<string, Schemas>)[name]![part]).map((p) => p.join('.'));
    expect(of('staffAppointments', 'query')).toEqual(['startDate', 'endDate']);
    expect(of('createAbsence', 'body')).toEqual(['date']);
    expect(of('guestBooking', 'body')).toEqual(['date']);
    expect(of('barberVacationCheck', 'query')).toEqual(['date']);
  });
});
