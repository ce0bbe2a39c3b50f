import { describe, expect, it } from 'vitest';
import { newVacationIssue, overlappingVacation } from './vacation-rules';

const TODAY = '2026-12-07';
const taken = [
  { startDate: '2026-12-10', endDate: '2026-12-14' },
  { startDate: '2026-12-20', endDate: '2026-12-20' },
];

describe('a new vacation beside those already there (issue 27 item 11)', () => {
  it('finds a period sharing a day, first or last day included, and none for periods that only touch', () => {
    expect(overlappingVacation({ startDate: '2026-12-14', endDate: '2026-12-16' }, taken)).toEqual(taken[0]);
    expect(overlappingVacation({ startDate: '2026-12-08', endDate: '2026-12-10' }, taken)).toEqual(taken[0]);
    expect(overlappingVacation({ startDate: '2026-12-01', endDate: '2026-12-31' }, taken)).toEqual(taken[0]);
    expect(overlappingVacation({ startDate: '2026-12-15', endDate: '2026-12-19' }, taken)).toBeUndefined();
    expect(overlappingVacation({ startDate: '2026-12-21', endDate: '2026-12-22' }, taken)).toBeUndefined();
  });

  it("refuses it on the start with the server's words and the other period's dates", () => {
    expect(newVacationIssue('2026-12-19', '2026-12-20', TODAY, taken)).toEqual({
      field: 'startDate',
      message: "Si sovrappone a un'altra assenza dello stesso barbiere: dal 20.12.2026 al 20.12.2026",
      blocking: true,
    });
    expect(newVacationIssue('2026-12-15', '2026-12-19', TODAY, taken)).toBeNull();
  });

  it('says first what is wrong with the period itself', () => {
    expect(newVacationIssue('2026-12-12', '', TODAY, taken)?.field).toBe('endDate');
    expect(newVacationIssue('2026-12-01', '2026-12-12', TODAY, taken)?.message).toBe(
      'La data di inizio non può essere precedente a oggi',
    );
  });
});
