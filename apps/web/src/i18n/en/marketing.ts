import type { marketing as it } from '../marketing';
import type { Translation } from '../translation';

export const marketing = {
  documentTitle: 'Barber System for your salon',
  hero: {
    eyebrow: 'For salons and barbers in Switzerland',
    title: 'Bookings, payments and customers in one app',
    text:
      'The system our studio uses every day: a calendar with no double bookings, payments by card, ' +
      'TWINT or cash, a shop, a waiting list and automatic reminders. In Italian, German, French and English, in francs, ' +
      "on your customers' phones like an app.",
    requestDemo: 'Request a demo',
    liveDemo: 'Try the live demo',
    liveDemoHint: "Opens our studio's booking site: it's the system you'll get.",
  },
  nav: {
    label: 'Page sections',
    features: 'Features',
    benefits: 'Benefits',
    roi: 'ROI',
    testimonials: 'Testimonials',
    pricing: 'Pricing',
  },
  tabs: {
    label: 'Discover the system',
    features: 'Features',
    benefits: 'Benefits',
    roi: 'ROI',
    pricing: 'Quote',
  },
  features: {
    title: 'Three dashboards, one system',
    intro:
      'Everyone sees what they need: the owner runs the salon, the barbers their diaries, and customers book by themselves.',
    panels: [
      {
        title: 'Admin dashboard',
        subtitle: 'For the salon owner',
        items: [
          'The whole salon’s calendar by day and week, with appointments you can move',
          'Barbers, working hours, breaks, holidays and absences',
          'Services with duration and price in CHF',
          'Payments by card, TWINT and cash, refunds and receipts',
          'Shop: products, stock, orders to collect in the shop',
          'Waiting list, revenue and appointment statistics, reminder settings',
        ],
      },
      {
        title: 'Barber dashboard',
        subtitle: 'For every team member',
        items: [
          'Their own diary for the day, always up to date in real time',
          'Confirm, complete or cancel an appointment with one tap',
          'Working hours, breaks and holidays managed on their own',
          'Customers affected by a change of hours are told by email',
          'Personal statistics: the month’s appointments and revenue',
        ],
      },
      {
        title: 'Customer dashboard',
        subtitle: 'For the people who book',
        items: [
          'Online booking 24 hours a day, even without an account',
          'Only times that are really free: two customers can never take the same spot',
          'Online payment by card or TWINT, or in the salon',
          'A personal link to move or cancel the appointment',
          'Waiting list: when a spot opens up, the offer arrives by email and text message',
          'Shop with in-store collection, a virtual assistant and an app to install on the phone',
        ],
      },
    ],
    gridTitle: 'Everything you need, ready to go',
    grid: [
      { title: 'Calendar', text: 'Day and week views for the whole salon or for each barber.' },
      {
        title: 'No double bookings',
        text: 'The database refuses two bookings for the same spot, even if they arrive at the same instant.',
      },
      {
        title: 'Card, TWINT, cash',
        text: 'Secure online payments or payment in the salon, with receipts and refunds.',
      },
      {
        title: 'Shop',
        text: 'Sell hair and beard products for collection in the shop, with low-stock alerts.',
      },
      {
        title: 'Waiting list',
        text: 'A spot freed by a cancellation is offered automatically to whoever is waiting.',
      },
      {
        title: 'Notifications',
        text: 'Confirmations, email reminders 24 hours before and text messages 2 hours before, change alerts.',
      },
      {
        title: 'Statistics',
        text: 'Revenue, appointments, most popular services and how they compare with the month before.',
      },
      {
        title: 'Virtual assistant',
        text: 'A chatbot in four languages answers questions on hours, prices and bookings, even at night.',
      },
    ],
  },
  benefits: {
    title: 'Why it pays off',
    intro: 'Less time on the phone, fewer empty spots, more revenue: the salon works even when it is closed.',
    items: [
      {
        title: 'Fewer phone calls',
        text: 'Customers book by themselves at any hour: you cut hair, the phone stays quiet.',
      },
      {
        title: 'Fewer no-shows',
        text: 'Automatic reminders bring the appointment to mind; anyone who can’t come moves it with a click.',
      },
      {
        title: 'Empty spots filled',
        text: 'The waiting list offers a freed-up spot at once, without you having to call anyone.',
      },
      {
        title: 'Guaranteed revenue',
        text: 'With online payment in advance, the appointment is already paid when the customer arrives.',
      },
      {
        title: 'Extra sales',
        text: 'The shop shows your products to people who book: they collect them in the salon.',
      },
      {
        title: 'Data in order',
        text: 'Privacy policy, cookie consent, data export and deletion in line with the revised FADP.',
      },
    ],
  },
  roi: {
    title: 'Work out your return',
    intro:
      'Enter your salon’s figures: the calculation shows what no-shows cost you today and how much you can win back.',
    appointments: 'Appointments per week',
    price: 'Average price (CHF)',
    noShow: 'No-shows without notice (%)',
    phoneMinutes: 'Minutes on the phone per booking',
    results: 'Result per month',
    lostToday: 'Lost to no-shows today',
    recovered: 'Won back with reminders and the waiting list',
    hoursSaved: 'Hours on the phone saved',
    hours: (h: number) => `${h} hours`,
    planCost: (plan: string) => `Cost of the ${plan} plan`,
    net: 'Net gain per month',
    assumption:
      'Assumptions: a month of 4.33 weeks; reminders and the waiting list win back half of the lost appointments. ' +
      'The results are an estimate, not a promise.',
    invalid: 'Enter valid numbers (zero or more).',
  },
  testimonials: {
    title: 'What salons say',
    items: [
      {
        name: 'Marco B.',
        initials: 'MB',
        role: 'Barber, Lugano',
        text: 'I used to spend my breaks on the phone. Now bookings come in by themselves and Saturdays are always full.',
      },
      {
        name: 'Sara C.',
        initials: 'SC',
        role: 'Salon owner, Bellinzona',
        text: 'With the reminders, missed appointments have almost disappeared, and customers love TWINT.',
      },
      {
        name: 'Luca R.',
        initials: 'LR',
        role: 'Barber shop with three staff, Locarno',
        text: 'Every barber sees their diary on their phone and I see the whole salon. No more double bookings.',
      },
    ],
  },
  pricing: {
    title: 'Clear prices, no surprises',
    intro:
      'A monthly subscription in francs that you can cancel every month. For special needs we’ll prepare a quote.',
    perMonth: '/month',
    recommended: 'Recommended',
    included: 'Included',
    notIncluded: 'Not included',
    limits: (appointments: number | null, barbers: number) =>
      `${appointments === null ? 'Unlimited appointments' : `${appointments} appointments a month`} · up to ${barbers} barbers`,
    choose: 'Request a demo',
    custom: 'Need something else? Ask for a tailored quote',
    loading: 'Loading the plans…',
    failed: "We couldn't load the prices. Please try again later.",
    retry: 'Try again',
  },
  cta: {
    title: 'Want to see it in your salon?',
    text: "We'll show you the system in 30 minutes, with your services and your hours.",
  },
  demo: {
    title: 'Request a demo',
    intro: "Leave us your details: we'll get in touch within two working days.",
    close: 'Close',
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone',
    salonName: 'Salon name',
    message: 'Message (optional)',
    messagePlaceholder: 'How many barbers are you? What would you like to see in the demo?',
    privacyBefore: 'I have read and accept the ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
    cancel: 'Cancel',
    submit: 'Send request',
    sending: 'Sending…',
    successTitle: 'Request sent!',
    successText: "Thank you! We'll be in touch soon to arrange the demo.",
    failure: "We couldn't send the request. Please try again shortly.",
    honeypot: 'Leave this field empty',
  },
  footer: {
    home: "Back to the studio's website",
  },
} as const satisfies Translation<typeof it>;
