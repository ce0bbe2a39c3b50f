import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, adminDataQuery } from '../admin-request';

export type ShopSettings = CallAnswer<'shopSettings'>['data'];
export type ShopSettingsConflicts = CallAnswer<'previewShopSettings'>['data'];

export const shopSettingsKey = ['admin', 'shop-settings'] as const;

export const shopSettingsQuery = adminDataQuery(shopSettingsKey, 'shopSettings');

export const previewShopSettings = (settings: ShopSettings) =>
  adminCall('previewShopSettings', { body: settings }).then((answer) => answer.data);

export const saveShopSettings = (settings: ShopSettings, confirmConflicts: boolean) =>
  adminCall('updateShopSettings', { body: { ...settings, confirmConflicts } });

export const hasConflicts = (c: ShopSettingsConflicts) => c.barbers.length > 0 || c.appointments.length > 0;
