/** What other features use of the walk-in queue (ADR 0063): the barber panel's tab and the owner's switch. */
export { QueueTab } from './queue-tab';
export { WalkInSettingsCard } from './settings-card';
