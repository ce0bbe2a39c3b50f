import type { Service } from '@barber/shared/schemas/catalog';
import type { ServiceRequest, UpdateServiceRequest } from '@barber/shared/schemas/staff';
import { adminRequest, type Ok } from '../admin-request';

export const createService = (body: ServiceRequest) =>
  adminRequest<Ok<Service>>('/admin/services', { method: 'POST', body });

export const updateService = (id: string, body: UpdateServiceRequest) =>
  adminRequest<Ok<Service>>(`/admin/services/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** 'deleted': gone for good; 'deactivated': appointments reference it, so the server only hid it. */
export const deleteService = (id: string) =>
  adminRequest<Ok<{ _id: string; outcome: 'deleted' | 'deactivated' }>>(
    `/admin/services/${encodeURIComponent(id)}`,
    {
      method: 'DELETE',
    },
  ).then((answer) => answer.data);
