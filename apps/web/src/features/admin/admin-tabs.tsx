import {
  BarChart3,
  Bot,
  CalendarDays,
  CalendarOff,
  CreditCard,
  FileUser,
  Inbox,
  Layers,
  ListOrdered,
  Package,
  Receipt,
  Scissors,
  Settings,
  Smartphone,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { admin } from '../../i18n/admin';
import { adminShop } from '../../i18n/admin-shop';
import { waitingList } from '../../i18n/waiting-list';
import { stats } from '../../i18n/stats';
import { adminSettings } from '../../i18n/admin-settings';
import { adminChatbot } from '../../i18n/admin-chatbot';
import { workWithUs } from '../../i18n/work-with-us';
import { adminRequests } from '../../i18n/admin-requests';
import { subscription } from '../../i18n/subscription';
import type { SectionKey, TabKey } from './admin-sections';

/** Each tab's name (the spec's tab labels) and icon. */
export const TAB_LOOKS: Record<TabKey, { label: string; icon: LucideIcon }> = {
  appointments: { label: admin.tabs.appointments, icon: CalendarDays },
  absences: { label: admin.tabs.absences, icon: CalendarOff },
  waitinglist: { label: waitingList.admin.title, icon: ListOrdered },
  users: { label: admin.tabs.users, icon: Users },
  requests: { label: adminRequests.tabLabel, icon: Inbox },
  chatbot: { label: adminChatbot.tabLabel, icon: Bot },
  barbers: { label: admin.tabs.barbers, icon: UserRound },
  services: { label: admin.tabs.services, icon: Scissors },
  applications: { label: workWithUs.admin.tabLabel, icon: FileUser },
  ecommerce: { label: adminShop.tabs.products, icon: Package },
  orders: { label: adminShop.tabs.orders, icon: Receipt },
  twint: { label: admin.tabs.twint, icon: Smartphone },
  subscription: { label: subscription.admin.tabs.subscription, icon: CreditCard },
  plans: { label: subscription.admin.tabs.plans, icon: Layers },
  stats: { label: stats.tabLabel, icon: BarChart3 },
  settings: { label: adminSettings.tabLabel, icon: Settings },
};

export const SECTION_LOOKS: Record<SectionKey, { label: string; icon: LucideIcon }> = {
  calendar: { label: admin.sections.calendar, icon: CalendarDays },
  customers: { label: admin.sections.customers, icon: Users },
  team: { label: admin.sections.team, icon: UserRound },
  shop: { label: admin.sections.shop, icon: Store },
  payments: { label: admin.sections.payments, icon: CreditCard },
  stats: { label: admin.sections.stats, icon: BarChart3 },
  settings: { label: admin.sections.settings, icon: Settings },
};
