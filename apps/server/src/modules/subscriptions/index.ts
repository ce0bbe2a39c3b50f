/**
 * What other modules use of subscriptions: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export {
  findPlanByName,
  findSubscription,
  insertSubscription,
  isBarberInactive,
  listPlans,
  updateSubscription,
} from './repo';

export { toPlanDto } from './dto';
export { enforceLimit, timeZoneIn } from './limits';
export { checkAccess } from './service';
