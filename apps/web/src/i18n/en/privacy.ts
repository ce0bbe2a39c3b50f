import type { privacyTexts as it } from '../privacy';
import type { Translation } from '../translation';

// A legal text under the revised Swiss Federal Act on Data Protection: translated faithfully, with the official
// English names (FADP, FDPIC, Code of Obligations); the periods are the Italian ones (docs/decisions/0009 and others).
export const privacyTexts = {
  documentTitle: 'Privacy policy',
  title: 'Privacy policy',
  lastModifiedDate: '2026-11-26',
  lastModified: (date: string) => `Last updated: ${date}`,
  intro: (shop: string) =>
    `This policy explains what personal data ${shop} collects when you use this website and the app, why we ` +
    'use it, whom we entrust it to, how long we keep it and what rights you have under the Federal Act on Data ' +
    'Protection (revised FADP, in force since 1 September 2023).',
  controller: (shop: string) =>
    `The controller is ${shop}; the contact details are at the bottom of the page, under “Contact”.`,
  shopFallback: 'the shop',
  toc: 'Contents',
  backHome: 'Back to the home page',

  collected: {
    title: 'Data we collect',
    intro: 'We only collect the data you give us or that we need to provide the service you ask for:',
    items: [
      {
        title: 'Bookings',
        text: 'first name, last name, email address, phone, service, barber, date and time, any notes; also for people who book as a guest without an account.',
      },
      {
        title: 'Customer account',
        text: 'first name, last name, email address, phone and password (stored only in a non-reversible encrypted form), your bookings, orders and waiting list.',
      },
      {
        title: 'Profile picture',
        text: 'the photo you choose to upload as your avatar (optional).',
      },
      {
        title: 'Online shop orders',
        text: 'products, quantities and amounts, and the contact and delivery details you enter (name, address, postcode, town, email address, phone).',
      },
      {
        title: 'Payments',
        text: 'online payments by card or TWINT go through the payment provider: we only receive the outcome, the amount, the method and the payment reference. Your card details never reach our servers.',
      },
      {
        title: 'Waiting list',
        text: 'service, barber, preferred days and times of day, notes.',
      },
      {
        title: 'Job applications',
        text: 'the data from the “Work with us” form (first name, last name, nationality, work permit, marital status, children, address, phone, email address, social media profiles) and the portfolio photos.',
      },
      {
        title: 'Contact, demo and consultation requests',
        text: 'name, email address, phone, salon name, the message and, for a consultation, the service, date and time you would like.',
      },
      {
        title: 'Virtual assistant',
        text: 'the questions you type into the chat and the answers, linked to a random session identifier.',
      },
      {
        title: 'Emails and text messages',
        text: 'recipient and text of the confirmations, reminders and other messages we send you.',
      },
      {
        title: 'Technical data',
        text: 'IP address, page requested, date and time, used by the server only for security and to limit abuse.',
      },
    ],
  },

  use: {
    title: 'How we use the data',
    intro: 'We use the data only for these purposes, and never to sell it or to profile you:',
    items: [
      {
        title: 'To provide you with the service (contract)',
        text: 'managing bookings, changes and cancellations, orders, payments, your account and the waiting list; sending you confirmations and reminders by email and text message.',
      },
      {
        title: 'For our legitimate interest',
        text: "answering your requests, protecting the website from abuse, keeping the shop's internal statistics (in aggregated form) and assessing the applications we receive.",
      },
      {
        title: 'With your consent',
        text: 'optional cookies (see below) and optional emails; you can withdraw your consent at any time, for example with the unsubscribe link at the bottom of the emails.',
      },
      {
        title: 'Because the law requires it',
        text: 'keeping accounting records (paid appointments, orders, payments) as the Code of Obligations requires.',
      },
    ],
    processorsTitle: 'Whom we entrust the data to',
    processorsIntro:
      'Some providers process data on our behalf, only for the service stated and according to our instructions:',
    processors: [
      {
        title: 'Stripe',
        text: 'online payments by card and TWINT; card details are entered directly with Stripe.',
      },
      {
        title: 'Email provider',
        text: 'sending emails (confirmations, reminders, answers to requests).',
      },
      { title: 'Twilio', text: 'sending confirmation and reminder text messages.' },
      { title: 'Hosting provider', text: 'the servers and database the website and the app run on.' },
    ],
    abroad:
      'Some providers (for example Stripe and Twilio) may process data abroad, including in the United States. ' +
      'We only do so to countries with adequate protection according to the Federal Council, or with adequate ' +
      'safeguards such as certification under the Swiss-U.S. Data Privacy Framework or standard contractual clauses.',
  },

  cookies: {
    title: 'Cookies',
    intro:
      "The website uses cookies and the browser's local storage. Without your consent we only use the essential ones; " +
      "today we don't use any analytics, marketing or preference cookies.",
    items: [
      {
        title: 'Essential',
        text: 'they keep you signed in to your account (a secure, protected session cookie) and remember the light or dark theme, the basket, the booking in progress and your cookie choice. They are always on.',
      },
      {
        title: 'Analytics',
        text: "visit statistics to improve the website. Only with your consent; we don't use any today.",
      },
      {
        title: 'Advertising',
        text: "personalised content and offers on other websites. Only with your consent; we don't use any today.",
      },
      {
        title: 'Preferences',
        text: "they remember optional choices to make the website easier to use. Only with your consent; we don't use any today.",
      },
    ],
    manage: 'You can change your choice at any time:',
    openSettings: 'Cookie settings',
  },

  retention: {
    title: 'Retention and security',
    intro: 'We keep data only for as long as necessary; then we delete it automatically:',
    items: [
      {
        title: 'Account and profile picture',
        text: 'for as long as you have the account; you can delete it whenever you like from your profile.',
      },
      {
        title: 'Appointments, orders and payments',
        text: '10 years, as accounting records; if you delete your account, they remain without your name or contact details.',
      },
      { title: 'Job applications and photos', text: 'deleted automatically after 90 days.' },
      { title: 'Conversations with the virtual assistant', text: 'deleted after 30 days.' },
      { title: 'Contact, demo and consultation requests', text: 'deleted after 12 months.' },
      {
        title: 'Walk-in queue',
        text: 'name and phone deleted after 24 hours; if you were served, the appointment remains, like any other.',
      },
      {
        title: 'Emails and text messages sent',
        text: 'recipient and text deleted after 30 days; only a count without personal data remains.',
      },
      {
        title: 'Technical data and sessions',
        text: 'technical copies of bookings for 24 hours; sessions, password reset links and email confirmation links until one day after they expire.',
      },
    ],
    security:
      'The website only uses encrypted connections (HTTPS). Passwords are stored with a modern hashing ' +
      'algorithm, access to data is limited to the staff who need it for their role, and uploaded photos ' +
      'are checked, resized and stripped of their metadata (for example the location).',
  },

  rights: {
    title: 'Your rights',
    intro: 'Under the FADP you may at any time:',
    items: [
      { title: 'Access', text: 'find out what data we hold about you and how we use it.' },
      {
        title: 'Rectification',
        text: 'have inaccurate data corrected; you can also change your name and phone in your profile.',
      },
      {
        title: 'Erasure',
        text: 'have your data deleted, except what the law requires us to keep; from your profile with “Delete account”.',
      },
      {
        title: 'Portability',
        text: 'receive your data in a common electronic format; from your profile with “Download my data”.',
      },
      {
        title: 'Objection and withdrawal',
        text: 'object to processing and withdraw consent you have given, without affecting what happened before.',
      },
    ],
    howTo:
      'To exercise your rights, write to us at the contact details below: we usually reply within 30 days. ' +
      'We may ask you to prove your identity.',
    complaint:
      'If you believe we are not processing your data in compliance with the law, you can contact the Federal Data ' +
      'Protection and Information Commissioner (FDPIC), Feldeggweg 1, 3003 Bern:',
    complaintLink: 'www.edoeb.admin.ch',
    complaintHref: 'https://www.edoeb.admin.ch',
    newTab: '(opens in a new tab)',
  },

  changes: {
    title: 'Changes',
    text:
      'We update this policy when our services or the law change. The valid version is always the one ' +
      'published on this page, with the date of the last update shown at the top.',
  },

  contact: {
    title: 'Contact',
    intro: 'For questions about data protection or to exercise your rights:',
    email: 'Email address',
    phone: 'Phone',
    loading: 'Loading the contact details…',
    pending: "The shop's contact details will be published once the set-up is finished.",
    failed: "We couldn't load the shop's contact details. Please try again later.",
  },
} as const satisfies Translation<typeof it>;
