import { useState, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { CallAnswer } from '@barber/shared/contract/call';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { describeCustomer } from '@barber/shared/domain/customer';
import type { User } from '@barber/shared/schemas/auth';
import type { Barber } from '@barber/shared/schemas/catalog';
import { DEFAULT_WORKING_HOURS } from '@barber/shared/domain/working-hours';
import type { Payment } from '@barber/shared/schemas/payments';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import { AuthContext, type AuthContextValue } from './lib/auth-context';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    email: 'mario.rossi@example.ch',
    firstName: 'Mario',
    lastName: 'Rossi',
    phone: null,
    role: 'client',
    barberId: null,
    profileImage: null,
    emailConfirmed: true,
    ...overrides,
  };
}

/** An appointment as the API sends it: a confirmed guest booking of Marco's; tests override what they look at. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const appointment: Omit<Appointment, 'customer'> = {
    _id: 'a-1',
    date: '2026-03-11',
    time: '10:00',
    startsAt: '2026-03-11T09:00:00.000Z',
    endsAt: '2026-03-11T09:30:00.000Z',
    service: 'Taglio + Shampoo',
    serviceId: 's-1',
    duration: 30,
    price: 30,
    status: 'confirmed',
    paymentType: 'in_person',
    cancellationReason: null,
    client: null,
    guestInfo: { firstName: 'Paolo', lastName: 'Conti', email: 'paolo@example.ch', phone: '+41795551101' },
    barber: { _id: 'b-1', firstName: 'Marco', lastName: 'Bianchi' },
    isAdminBooking: false,
    isGuestBooking: true,
    clientNickname: null,
    bookedBy: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    paymentStatus: 'pay_in_shop',
    payment: null,
    ...overrides,
  };
  // Who it is for follows the person fields a test set, as the server derives it, unless the test sets it.
  const customer =
    overrides.customer ??
    describeCustomer({
      account: appointment.isGuestBooking ? null : appointment.client,
      guest: appointment.isGuestBooking ? appointment.guestInfo : null,
      nickname: appointment.clientNickname,
      phone: appointment.isAdminBooking ? (appointment.guestInfo?.phone ?? null) : null,
    });
  return { ...appointment, customer };
}

/** GET /shop's data for a configured shop. */
export const shopInfo: ShopInfo = {
  name: 'Studio Test',
  tagline: '',
  address: 'Via Nassa 1',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41 91 000 00 00',
  email: 'info@example.ch',
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  openingHours: [],
  foundedYear: 2020,
  socialLinks: { instagram: '', facebook: '', tiktok: '' },
  booking: { windowDays: 30, changeNoticeHours: 24, slotStepMinutes: 15 },
};

/** An appointment as the staff lists answer it: no status change yet. */
export const staffView = (appointment: Appointment): StaffAppointment => ({
  statusChangedAt: null,
  statusChangedBy: null,
  statusChangeReason: null,
  ...appointment,
});

/** GET /shop's answer (stubApi's shopState) for a configured shop. */
export const shopAnswer: CallAnswer<'shopState'> = { success: true, data: { ...shopInfo, configured: true } };

/** Marco Bianchi as the staff screens get him: offers the first service, the default week, no vacations. */
export function makeStaffBarber(overrides: Partial<Barber> = {}): Barber {
  return {
    _id: 'b-1',
    firstName: 'Marco',
    lastName: 'Bianchi',
    bio: null,
    services: ['Taglio + Shampoo'],
    serviceIds: ['s-1'],
    workingHours: DEFAULT_WORKING_HOURS.map((d) => ({ ...d })),
    vacations: [],
    email: 'marco@example.ch',
    phone: '+41795551002',
    isActive: true,
    userId: 'u-2',
    ...overrides,
  };
}

/** A payment as the API sends it: a succeeded test-card payment of CHF 30 for appointment a-1. */
/** GET /stripe/config of a server with PAYMENT_PROVIDER=none: only the shop. */
export const cashOnly: CallAnswer<'stripeConfig'> = {
  publishableKey: null,
  provider: 'none',
  testMode: false,
  onlinePayments: false,
  methods: ['cash'],
  currency: 'CHF',
};

/** GET /stripe/config in the payments' test mode: card, TWINT and the shop. */
export const testModePayments: CallAnswer<'stripeConfig'> = {
  publishableKey: 'pk_test_offline',
  provider: 'test',
  testMode: true,
  onlinePayments: true,
  methods: ['stripe_card', 'twint', 'cash'],
  currency: 'CHF',
};

/** The user's prefers-reduced-motion, as the carousels and the hero's video read it through matchMedia. */
export function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay-1',
    id: 'pay-1',
    reference: 'PAY-0001',
    type: 'appointment',
    amount: 30,
    currency: 'CHF',
    paymentMethod: 'stripe_card',
    provider: 'test',
    paymentIntentId: 'pi_abcdefgh123',
    status: 'succeeded',
    refundedAmount: 0,
    appointmentId: 'a-1',
    description: 'Taglio + Shampoo',
    customerDetails: null,
    errorMessage: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:00:00.000Z',
    testMode: true,
    ...overrides,
  };
}

export function makeAuth(user: User | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: user ? 'authenticated' : 'anonymous',
    user,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Renders routes in a memory router with a given session and a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; auth?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth = options.auth ?? makeAuth(null);
  const ui = (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>
  );
  return { router, auth, ...render(ui) };
}

/**
 * Renders a controlled editor under a small owner that keeps its value, as a real page would; answers the
 * last value the editor reported (the initial one before any change).
 */
export function renderControlled<T>(
  initial: T,
  editor: (value: T, onChange: (next: T) => void) => ReactElement,
) {
  const changes = vi.fn<(next: T) => void>();
  function Owner() {
    const [value, setValue] = useState(initial);
    return editor(value, (next) => {
      changes(next);
      setValue(next);
    });
  }
  render(<Owner />);
  return { last: (): T => changes.mock.lastCall?.[0] ?? initial };
}

/** A JSON Response as fetch would resolve it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
