/** What other features use of the last-minute fill (ADR 0069): the profile's choice and the owner's switch. */
export { LastMinuteChoiceCard, LastMinuteSettingsCard } from './choice-cards';
