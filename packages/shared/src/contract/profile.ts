import { MessageResponse } from '../schemas/common';
import { DataExport, DeleteAccountRequest, ProfileImageResponse } from '../schemas/profile';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { profileRoutes as r } from './profile-routes';

const tags = ['users'] as const;

/** The own profile's extras with their request and answer schemas (see contract.ts). */
export const profileContract = {
  uploadProfileImage: {
    ...r.uploadProfileImage,
    tags,
    description:
      "Sets the caller's avatar: multipart/form-data with the file in field 'image'. JPG or PNG only and at most 5 MB, " +
      'judged by the content (not the name or declared type); re-encoded as WebP without metadata. Replaces the ' +
      'previous one and removes its file.',
    response: ProfileImageResponse,
  },
  uploadProfileImagePut: {
    ...r.uploadProfileImagePut,
    tags,
    description: "The same upload as POST /users/profile/image, by PUT as the original client sends it.",
    response: ProfileImageResponse,
  },
  deleteProfileImage: {
    ...r.deleteProfileImage,
    tags,
    description: "Removes the caller's avatar and its file (profileImage null).",
    response: ProfileImageResponse,
  },
  exportMyData: {
    ...r.exportMyData,
    tags,
    description:
      "'Scarica i miei dati': the caller's profile, appointments (guest bookings with their email included), orders, " +
      'payments, waiting-list entries and consents as one JSON document (ADR 0021).',
    response: DataExport,
  },
  deleteMyAccount: {
    ...r.deleteMyAccount,
    tags,
    description:
      "'Elimina account', confirmed with the password (401 when wrong): deletes the account and its personal data and " +
      'anonymises the appointments, orders and payments the shop keeps for its accounts (ADR 0021). Every session ends.',
    body: DeleteAccountRequest,
    response: MessageResponse,
  },
  exportUserData: {
    ...r.exportUserData,
    tags,
    description: "A customer's data export on their request, as 'Scarica i miei dati' gives it.",
    params: IdParams,
    response: DataExport,
  },
  eraseUser: {
    ...r.eraseUser,
    tags,
    description:
      "A customer's account deletion on their request: as 'Elimina account' (ADR 0021). Not for the caller's own " +
      'account (409 OWN_ACCOUNT) nor the last admin (409 LAST_ADMIN).',
    params: IdParams,
    response: MessageResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
