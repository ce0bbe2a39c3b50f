/**
 * The own profile beyond its fields (spec 001 sections 3, 5, 7, 8; Swiss nFADP, ADR 0021). Routes -> schemas:
 *   POST   /api/users/profile/image         any logged-in user  multipart field image -> ProfileImageResponse
 *   DELETE /api/users/profile/image         any logged-in user  -> ProfileImageResponse (profileImage null)
 *   GET    /api/users/profile/export        any logged-in user  -> DataExport ('Scarica i miei dati')
 *   POST   /api/users/profile/delete        any logged-in user  DeleteAccountRequest -> MessageResponse
 *   GET    /api/admin/users/:id/export      admin               -> DataExport (a customer's request)
 *   POST   /api/admin/users/:id/erase       admin               -> MessageResponse (a customer's request)
 */
import { z } from 'zod';
import { opaque } from './text';
import { User } from './auth';

export const PROFILE_MESSAGES = {
  imageTooLarge: "L'immagine non può superare i 5MB",
  imageType: 'Solo immagini JPG e PNG sono permesse',
  imageUpdated: 'Immagine profilo aggiornata con successo',
  imageRemoved: 'Immagine profilo rimossa con successo',
  passwordRequired: 'Tutti i campi sono obbligatori.',
  wrongPassword: 'La password attuale non è corretta.',
  wrongDeletePassword: 'La password non è corretta.',
  accountDeleted: 'Account eliminato. I tuoi dati personali sono stati cancellati.',
  userErased: "Dati personali dell'utente cancellati.",
} as const;

export const ProfileImageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  profileImage: z.object({ url: z.string() }).nullable(),
  user: User,
});
export type ProfileImageResponse = z.infer<typeof ProfileImageResponse>;

export const DeleteAccountRequest = z.strictObject({
  password: opaque(
    z
      .string({ error: 'Inserisci la password per confermare.' })
      .min(1, { error: 'Inserisci la password per confermare.' })
      .max(200),
  ),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

const Row = z.record(z.string(), z.unknown());

/** Everything the shop holds about one account, as one JSON document (nFADP art. 25 and 28). */
export const DataExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    _id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    role: z.string(),
    profileImage: z.object({ url: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  appointments: z.array(
    z.object({
      _id: z.string(),
      date: z.string(),
      time: z.string(),
      service: z.string(),
      duration: z.number(),
      price: z.number(),
      status: z.string(),
      barber: z.string(),
      bookingKind: z.string(),
      paymentType: z.string(),
      cancellationReason: z.string().nullable(),
      notes: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      createdAt: z.string(),
      total: z.number(),
      paymentMethod: z.string(),
      paymentStatus: z.string(),
      customerInfo: Row,
      items: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number() })),
    }),
  ),
  payments: z.array(Row),
  waitingList: z.array(Row),
  /** What the account agreed to or refused (email and SMS preferences, unsubscribes), where recorded. */
  consents: z.array(Row),
});
export type DataExport = z.infer<typeof DataExport>;
