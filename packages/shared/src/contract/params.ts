import { z } from 'zod';
import { Id } from '../schemas/common';

/** The path params of the routes about one record (`/x/:id`), shared by every area's contract. */
export const IdParams = z.object({ id: Id });
