import type { z } from 'zod';
import type { RouteAddress } from './route-types';

/** The schemas of one route: what it accepts and what it answers, validated by the server on both ways. */
export interface RouteSchemas {
  /** OpenAPI grouping at /api/docs. */
  tags: readonly string[];
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response: z.ZodType;
  /** The success status: 200 unless the call creates something. */
  status?: 200 | 201;
  /** Error answers with fields beyond the common error shape (e.g. 409 with the conflicting appointments). */
  errors?: Readonly<Record<number, z.ZodType>>;
}

export type ContractRoute = RouteAddress & RouteSchemas;
