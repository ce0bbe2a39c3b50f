import type { homeTexts as it } from '../home';
import type { Translation } from '../translation';

export const homeTexts = {
  hero: {
    videoLabel: "Decorative video of the salon",
    pauseVideo: "Pause the video",
    playVideo: "Play the video",
    scrollDown: "See our services",
    hoursBar: "Monday–Saturday",
  },
  sections: {
    dualService: "How would you like to visit us?",
    services: "Our Services",
    servicesIntro: "Cuts, beards and details, all done by hand. Tap a service to learn more.",
  },
  dual: {
    withTitle: "With an appointment",
    withText: "Choose your barber, service and time: your spot is guaranteed, no waiting.",
    withButton: "Book now",
    withoutTitle: "Walk in",
    withoutText: "Drop by whenever you like and join the queue from your phone.",
    withoutButton: "Coming soon",
    soon: "Coming soon",
  },
  services: [
    {
      key: 'cut-shampoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Shampoo",
      summary: "A tailored cut, shampoo and styling.",
    },
    {
      key: 'beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Barba Modellata",
      summary: "Shaping and trimming with a hot towel.",
    },
    {
      key: 'cut-beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Barba",
      summary: "The full service, hair and beard.",
    },
    {
      key: 'child',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio Bambino",
      summary: "For little ones up to 10 years old.",
    },
    {
      key: 'hair-tattoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Hair Tattoo",
      summary: "Shaved designs, simple or intricate.",
    },
    {
      key: 'eyebrows',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Sopracciglia con Lama",
      summary: "Sharp, precise brows.",
    },
  ],
  serviceOpen: (name: string) => `Details: ${name}`,
} as const satisfies Translation<typeof it>;
