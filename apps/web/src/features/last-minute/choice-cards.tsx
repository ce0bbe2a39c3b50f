import { lastMinute } from '../../i18n/last-minute';
import { choiceQuery, saveChoice, saveSettings, settingsQuery } from './last-minute-api';
import { SwitchCard } from './switch-card';

/** The profile's card: whether last-minute offers may reach this customer (ADR 0069). */
export function LastMinuteChoiceCard() {
  return <SwitchCard id="last-minute-choice-title" texts={lastMinute.choice} query={choiceQuery} save={saveChoice} />;
}

/** The owner's switch in the settings (off in a new shop). */
export function LastMinuteSettingsCard() {
  return <SwitchCard id="last-minute-settings-title" texts={lastMinute.settings} query={settingsQuery} save={saveSettings} />;
}
