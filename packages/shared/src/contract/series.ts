import { AppointmentListResponse, CancelAppointmentRequest } from '../schemas/appointments';
import { SeriesPreviewRequest, SeriesPreviewResponse } from '../schemas/series';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { seriesRoutes as r } from './series-routes';

/** The series routes with their request and answer schemas (see contract.ts). */
export const seriesContract = {
  seriesPreview: {
    ...r.seriesPreview,
    tags: ['appointments'],
    description:
      'Before booking a series: each of its dates at the wanted time, free or not (taken, or unavailable), with ' +
      'the nearest free alternative of the same barber and service (same day nearest time, then 1, 2, 3 days ' +
      'before or after). Nothing is held: the booking checks every date again.',
    body: SeriesPreviewRequest,
    response: SeriesPreviewResponse,
  },
  cancelSeriesRest: {
    ...r.cancelSeriesRest,
    tags: ['appointments'],
    description:
      "Cancels an own appointment of a series and every later active one of the same series, by the customer's " +
      'rules (each more than the notice away), in one transaction. Answers the cancelled appointments.',
    params: IdParams,
    body: CancelAppointmentRequest.nullish(),
    response: AppointmentListResponse,
  },
  staffCancelSeriesRest: {
    ...r.staffCancelSeriesRest,
    tags: ['staff'],
    description:
      'Staff cancel an appointment of a series and every later one still to be done, in one transaction: the ' +
      "shop's cancellation (refunds, emails) for each. A barber only for their own appointments.",
    params: IdParams,
    body: CancelAppointmentRequest.nullish(),
    response: AppointmentListResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
