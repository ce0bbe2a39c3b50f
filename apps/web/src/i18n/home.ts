/**
 * The homepage's texts (001 section 2, Homepage), loaded with the homepage's own chunk: it.ts keeps only what
 * every page needs. Texts quoted by the specification are verbatim.
 */
export type ServiceKey = 'cut-shampoo' | 'beard' | 'cut-beard' | 'child' | 'hair-tattoo' | 'eyebrows';

export interface ServiceText {
  key: ServiceKey;
  /** The service's name in the shop's price list: its price is read from the database by this name. */
  name: string;
  summary: string;
}

export const homeTexts = {
  hero: {
    videoLabel: 'Video decorativo del salone',
    pauseVideo: 'Metti in pausa il video',
    playVideo: 'Riproduci il video',
    scrollDown: 'Scopri i servizi',
    hoursBar: 'Lunedì–Sabato',
  },
  sections: {
    dualService: 'Come vuoi venire da noi?',
    services: 'I Nostri Servizi',
    servicesIntro: 'Tagli, barba e dettagli curati a mano. Tocca un servizio per i dettagli.',
  },
  dual: {
    withTitle: 'Con Appuntamento',
    withText: 'Scegli barbiere, servizio e orario: il tuo posto è garantito, senza attese.',
    withButton: 'Prenota Ora',
    withoutTitle: 'Senza Appuntamento',
    withoutText: 'Passa quando vuoi e mettiti in coda dal telefono.',
    withoutButton: 'Prossimamente',
    // The spec's badge read 'SOON': the interface is Italian only (issue 27 item 11).
    soon: 'In arrivo',
  },
  services: [
    {
      key: 'cut-shampoo',
      name: 'Taglio + Shampoo',
      summary: 'Taglio su misura, shampoo e styling.',
    },
    {
      key: 'beard',
      name: 'Barba Modellata',
      summary: 'Rifinitura e forma con panno caldo.',
    },
    {
      key: 'cut-beard',
      name: 'Taglio + Barba',
      summary: 'Il servizio completo, testa e barba.',
    },
    {
      key: 'child',
      name: 'Taglio Bambino',
      summary: 'Per i più piccoli, fino a 10 anni.',
    },
    {
      key: 'hair-tattoo',
      name: 'Hair Tattoo',
      summary: 'Disegni rasati, semplici o complessi.',
    },
    {
      key: 'eyebrows',
      name: 'Sopracciglia con Lama',
      summary: 'Definizione precisa dello sguardo.',
    },
  ] as const satisfies readonly ServiceText[],
  serviceOpen: (name: string) => `Dettagli: ${name}`,

} as const;
