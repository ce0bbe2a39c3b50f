import type { User } from '@barber/shared/schemas/auth';
import type { UserRow } from './repo';

/** The API's view of a user. barberId links a barber account to its barber record (null for others). */
export function toUserDto(row: UserRow, barberId: string | null = null): User {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    barberId,
    profileImage: row.profileImageUrl ? { url: row.profileImageUrl } : null,
    emailConfirmed: row.emailConfirmedAt !== null,
    language: row.language,
  };
}
