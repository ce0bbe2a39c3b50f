import type { ServiceRequest, UpdateServiceRequest } from '@barber/shared/schemas/staff';
import { adminCall } from '../admin-request';

export const createService = (body: ServiceRequest) => adminCall('createService', { body });

export const updateService = (id: string, body: UpdateServiceRequest) =>
  adminCall('updateService', { params: { id }, body });

/** 'deleted': gone for good; 'deactivated': appointments reference it, so the server only hid it. */
export const deleteService = (id: string) =>
  adminCall('deleteService', { params: { id } }).then((answer) => answer.data);
