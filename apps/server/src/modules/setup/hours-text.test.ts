import { describe, expect, it } from 'vitest';
import { SHOP_HOURS } from '../../../test/helpers/setup';
import { parseOpeningHours } from './hours-text';

describe('parseOpeningHours', () => {
  it('reads day ranges and single days, Italian or English; the other days are closed', () => {
    const result = parseOpeningHours('lun-ven 9:00-19:00; Sabato 09.00-17:00');
    expect(result).toEqual({ hours: SHOP_HOURS });
    expect(parseOpeningHours('tue - sat 10:00 - 18:30')).toMatchObject({
      hours: expect.arrayContaining([{ day: 'saturday', open: true, startTime: '10:00', endTime: '18:30' }]),
    });
  });

  it.each([
    ['', /almeno un giorno/],
    ['lun-ven', /scrivi ad esempio/],
    ['xyz 09:00-10:00', /giorno non riconosciuto/],
    ['lun 19:00-09:00', /orario non valido/],
    ['lun 25:00-26:00', /orario non valido/],
    ['ven-lun 09:00-10:00', /da lunedì verso domenica/],
  ])('refuses %j with an Italian explanation', (text, message) => {
    const result = parseOpeningHours(text);
    expect('error' in result && result.error).toMatch(message);
  });
});
