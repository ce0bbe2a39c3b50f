import type { panels as it } from '../panels';
import type { Translation } from '../translation';

export const panels = {
  tabs: {
    scrollBack: 'Afficher les onglets précédents',
    scrollForward: 'Afficher les onglets suivants',
  },
  add: {
    close: 'Fermer',
  },
  unsaved: {
    title: 'Modifications non enregistrées',
    message: 'Vous avez des modifications non enregistrées. Si vous quittez maintenant, elles seront perdues.',
    leave: 'Quitter sans enregistrer',
    stay: 'Rester ici',
    close: 'Fermer',
  },
  absences: {
    barber: 'Barbier',
    allBarbers: 'Tous les barbiers',
    barberLocked: 'Le barbier d’une absence existante ne peut pas être modifié',
    whoAll: 'Tout le salon',
  },
  shopHours: {
    title: 'Horaires du salon',
    hint: 'Les horaires de travail doivent rester dans les heures d’ouverture du salon.',
    closed: 'fermé',
  },
} as const satisfies Translation<typeof it>;
