import { describe, expect, it } from 'vitest';
import { findBarber, findCategory, findDate, findDayPart, findServices, type CatalogService } from './entities';

const services: CatalogService[] = ['Taglio + Shampoo', 'Taglio + Barba', 'Taglio Bambino', 'Barba Modellata', 'Sopracciglia con Lama', 'Sopracciglia a Cera'].map(
  (name, i) => ({ id: `s${i}`, name, priceRappen: 1000, durationMinutes: 30 }),
);
const names = (text: string) => findServices(text, services).services.map((s) => s.name);

describe('services named in a question', () => {
  it('finds the one service whose words are all there, with typos and everyday words', () => {
    expect(findServices('quanto costa il taglio bambino', services)).toMatchObject({ exact: true, services: [{ name: 'Taglio Bambino' }] });
    expect(names('taglio per il mio bimbo')).toEqual(['Taglio Bambino']);
    expect(names('quanto costa un tagio e barba')).toEqual(['Taglio + Barba']);
    expect(names('sopracciglia con la cera')).toEqual(['Sopracciglia a Cera']);
  });

  it('lists every service that fits a vaguer word, and none for unrelated words', () => {
    expect(findServices('quanto costa un taglio', services).exact).toBe(false);
    expect(names('quanto costa un taglio')).toEqual(['Taglio + Shampoo', 'Taglio + Barba', 'Taglio Bambino']);
    expect(names('prezzo sopracciglia')).toEqual(['Sopracciglia con Lama', 'Sopracciglia a Cera']);
    expect(names('dove siete?')).toEqual([]);
  });
});

describe('days, parts of the day, barbers, categories', () => {
  const monday = '2026-06-01';
  it('reads relative days, weekdays (with typos) and dates', () => {
    expect(findDate('avete posto oggi?', monday)).toBe(monday);
    expect(findDate('e domani?', monday)).toBe('2026-06-02');
    expect(findDate('dopodomani mattina', monday)).toBe('2026-06-03');
    expect(findDate('venrdi pomeriggio', monday)).toBe('2026-06-05');
    expect(findDate('lunedì', monday)).toBe(monday);
    expect(findDate('il 15/6', monday)).toBe('2026-06-15');
    expect(findDate('il 3 luglio', monday)).toBe('2026-07-03');
    expect(findDate('per il 20', monday)).toBe('2026-06-20');
    expect(findDate('quanto costa un taglio', monday)).toBeNull();
  });

  it('reads parts of the day and hours', () => {
    expect(findDayPart('domani pomeriggio')).toMatchObject({ from: 720, to: 1020 });
    expect(findDayPart('stasera')).toMatchObject({ from: 1020 });
    expect(findDayPart('venerdì dopo le 17')).toMatchObject({ from: 1020, to: 1440 });
    expect(findDayPart('prima delle 11:30')).toMatchObject({ from: 0, to: 690 });
    expect(findDayPart('quanto costa')).toBeNull();
  });

  it('finds a barber by first or last name with a typo, never when two fit', () => {
    const barbers = [
      { id: 'm', firstName: 'Marco', lastName: 'Bianchi', serviceIds: [] },
      { id: 'l', firstName: 'Luca', lastName: 'Ferrari', serviceIds: [] },
    ];
    expect(findBarber('Marco ha posto domani?', barbers)?.id).toBe('m');
    expect(findBarber('con Mraco', barbers)?.id).toBe('m');
    expect(findBarber('ferrari è libero?', barbers)?.id).toBe('l');
    expect(findBarber('avete posto domani?', barbers)).toBeNull();
  });

  it('finds product categories', () => {
    expect(findCategory('avete la cera per capelli?')).toBe('wax');
    expect(findCategory('prodotti per la barba')).toBe('beard_care');
    expect(findCategory('vendete shampoo?')).toBe('shampoo');
    expect(findCategory('dove siete?')).toBeNull();
  });
});
