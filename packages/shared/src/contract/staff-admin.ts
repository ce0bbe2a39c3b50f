import { ServiceTranslationsRequest } from '../schemas/content-translations';
import type { z } from 'zod';
import { MessageResponse } from '../schemas/common';
import {
  AdminServiceListResponse,
  BarberListResponse,
  BarberResponse,
  BarberViewResponse,
  CreateBarberRequest,
  CreateBarberResponse,
  DeactivateBarberResponse,
  DeleteServiceResponse,
  FindBarberByEmailQuery,
  ScheduleUpdateRequest,
  ServiceRequest,
  ServiceResponse,
  UpdateBarberProfileRequest,
  UpdateBarberServicesRequest,
  UpdateServiceRequest,
  UpdateVacationsRequest,
  UpdateWorkingHoursRequest,
  VacationConflictResponse,
} from '../schemas/staff';
import {
  AdminResetPasswordRequest,
  AdminUserListResponse,
  AdminUserResponse,
  CreateUserRequest,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateUserRequest,
} from '../schemas/users';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { staffAdminRoutes as r } from './staff-admin-routes';

/** One part of a barber's record replaced by PUT /barbers/:id/<part>, answering the whole barber. */
const barberPart = <B extends z.ZodType>(description: string, body: B) =>
  ({ tags: ['staff'], description, params: IdParams, body, response: BarberResponse }) as const;

/** The own profile, under PUT and PATCH alike. */
const profile = {
  tags: ['users'],
  description:
    "The caller's own profile (firstName, lastName, phone; bio for barbers). email is read-only and ignored; " +
    'passwords change through POST /auth/change-password.',
  body: UpdateProfileRequest,
  response: ProfileResponse,
} as const;

/** The staff-admin routes with their request and answer schemas (see contract.ts). */
export const staffAdminContract = {
  adminBarbers: {
    ...r.adminBarbers,
    tags: ['staff'],
    description:
      'Every barber in the staff view (contacts, account link), deactivated ones included, active first.',
    response: BarberListResponse,
  },
  barberByEmail: {
    ...r.barberByEmail,
    tags: ['staff'],
    description:
      'Admin: the barber with this email. Barber: only their own email, answering their linked record.',
    query: FindBarberByEmailQuery,
    response: BarberResponse,
  },
  barberView: {
    ...r.barberView,
    tags: ['staff'],
    description:
      'Any logged-in user, as in the spec: the admin and that barber get the staff view (inactive too), ' +
      'others the public view of an active barber.',
    params: IdParams,
    response: BarberViewResponse,
  },
  createBarber: {
    ...r.createBarber,
    tags: ['staff'],
    description:
      'Creates a barber (phone normalised, +41 default; admin default hours when none sent; services by name ' +
      'or id). Links an existing account with the same email, or creates a barber account with createAccount + ' +
      'password. Answers the barber at the top level (the spec reads _id), with success and message.',
    body: CreateBarberRequest,
    response: CreateBarberResponse,
    status: 201,
  },
  updateBarber: {
    ...r.updateBarber,
    ...barberPart(
      'Profile fields (firstName, lastName, email, phone, bio); isActive is for the admin only.',
      UpdateBarberProfileRequest,
    ),
  },
  saveWorkingHours: {
    ...r.saveWorkingHours,
    ...barberPart(
      'Seven days of hours with optional break; break times are stored as null without a break.',
      UpdateWorkingHoursRequest,
    ),
  },
  saveVacations: {
    ...r.saveVacations,
    ...barberPart(
      'Replaces current and future vacations with the list sent; rows with an empty date are dropped; new ' +
        'periods start today or later. A new period over booked appointments is refused with 409 ' +
        'VACATION_CONFLICT and the appointments, unless confirmConflicts is true.',
      UpdateVacationsRequest,
    ),
    errors: { 409: VacationConflictResponse },
  },
  saveBarberServices: {
    ...r.saveBarberServices,
    ...barberPart(
      'The active services the barber offers (at least one), by name (the spec) or by id.',
      UpdateBarberServicesRequest,
    ),
  },
  deactivateBarber: {
    ...r.deactivateBarber,
    tags: ['staff'],
    description:
      'Deactivates the barber (history kept). Future appointments stay booked; futureAppointments counts them.',
    params: IdParams,
    response: DeactivateBarberResponse,
  },
  notifyScheduleUpdate: {
    ...r.notifyScheduleUpdate,
    tags: ['staff'],
    description:
      "Emails the barber their current hours and vacations (kind 'schedule-update') and asks each customer whose " +
      "future appointment now falls outside the barber's hours or in a vacation to pick a new time (kind " +
      "'schedule-conflict', a link to /booking; once per appointment and start time): admin or that barber.",
    body: ScheduleUpdateRequest,
    response: MessageResponse,
  },
  adminServices: {
    ...r.adminServices,
    tags: ['services'],
    description: 'Every service, inactive ones included.',
    response: AdminServiceListResponse,
  },
  createService: {
    ...r.createService,
    tags: ['services'],
    description: 'Creates a service: price in CHF (2 decimals), duration in minutes.',
    body: ServiceRequest,
    response: ServiceResponse,
    status: 201,
  },
  updateService: {
    ...r.updateService,
    tags: ['services'],
    description: 'Updates a service; booked appointments keep their price and duration.',
    params: IdParams,
    body: UpdateServiceRequest,
    response: ServiceResponse,
  },
  saveServiceTranslations: {
    ...r.saveServiceTranslations,
    tags: ['services'],
    description: "Saves the service's name and description in German, French and English (each optional; Italian is shown where one is missing).",
    params: IdParams,
    body: ServiceTranslationsRequest,
    response: ServiceResponse,
  },
  createServiceOriginalPath: {
    ...r.createServiceOriginalPath,
    tags: ['services'],
    description: 'POST /admin/services under the path the original admin client uses.',
    body: ServiceRequest,
    response: ServiceResponse,
    status: 201,
  },
  updateServiceOriginalPath: {
    ...r.updateServiceOriginalPath,
    tags: ['services'],
    description: 'PUT /admin/services/:id under the path the original admin client uses (the whole service may be sent back).',
    params: IdParams,
    body: UpdateServiceRequest,
    response: ServiceResponse,
  },
  deleteService: {
    ...r.deleteService,
    tags: ['services'],
    description:
      'Deletes an unbooked service; one referenced by appointments is deactivated (outcome says which).',
    params: IdParams,
    response: DeleteServiceResponse,
  },
  adminUsers: {
    ...r.adminUsers,
    tags: ['users'],
    description: 'Every account, deactivated ones included.',
    response: AdminUserListResponse,
  },
  createUser: {
    ...r.createUser,
    tags: ['users'],
    description:
      'Creates an account (argon2id). A barber account takes over the unlinked barber record with its email.',
    body: CreateUserRequest,
    response: AdminUserResponse,
    status: 201,
  },
  updateUser: {
    ...r.updateUser,
    tags: ['users'],
    description:
      'Edits an account including its role. An admin cannot demote themselves; the last active admin stays.',
    params: IdParams,
    body: UpdateUserRequest,
    response: AdminUserResponse,
  },
  deleteUser: {
    ...r.deleteUser,
    tags: ['users'],
    description: 'Deactivates the account (history kept) and ends all its sessions. Not for the own account.',
    params: IdParams,
    response: MessageResponse,
  },
  resetUserPassword: {
    ...r.resetUserPassword,
    tags: ['users'],
    description:
      "Sets a new password, ends the user's sessions and emails them a notice (never the password).",
    params: IdParams,
    body: AdminResetPasswordRequest,
    response: MessageResponse,
  },
  updateProfile: { ...r.updateProfile, ...profile },
  updateProfilePatch: { ...r.updateProfilePatch, ...profile },
} as const satisfies Record<keyof typeof r, ContractRoute>;
