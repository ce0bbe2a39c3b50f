import type { adminSettings as it } from '../admin-settings';
import type { Translation } from '../translation';

const hoursLabel = (hours: number) => (hours === 0 ? 'Désactivé' : hours === 1 ? '1 heure' : `${hours} heures`);

export const adminSettings = {
  tabLabel: 'Paramètres',
  title: 'Paramètres',
  intro: 'Les paramètres du salon qui valent pour tous les clients.',
  notifications: {
    title: 'Notifications',
    intro: 'Quand les clients reçoivent le rappel de leur rendez-vous : combien d’heures avant le début.',
    email: 'Rappel par e-mail',
    emailHint: 'Un e-mail avec les détails et le lien pour gérer le rendez-vous.',
    sms: 'Rappel par SMS',
    smsHint: 'Un court SMS, aux clients qui ont laissé un numéro de portable.',
    hours: hoursLabel,
    planNote: 'Chaque SMS envoyé compte dans la limite de SMS de votre formule (les e-mails dans celle des e-mails).',
    appliesNote: 'Les modifications valent pour les rappels pas encore envoyés.',
    save: 'Enregistrer',
    saving: 'Enregistrement en cours…',
    saved: 'Paramètres enregistrés',
    saveError: 'Impossible d’enregistrer les paramètres. Réessayez.',
    loading: 'Chargement des paramètres…',
    loadError: 'Impossible de charger les paramètres des notifications.',
    retry: 'Réessayer',
  },
  deposit: {
    title: 'Acompte contre les absences',
    intro:
      'Demandez un acompte, payé en ligne par carte ou TWINT, aux clients qui ne se présentent pas ou annulent au dernier moment. L’acompte est déduit du prix au salon.',
    enabled: 'Demander un acompte',
    enabledHint: 'Désactivé, aucun client ne paie d’acompte.',
    kind: 'Type d’acompte',
    kinds: { fixed: 'Montant fixe', percent: 'Pourcentage du prix' },
    fixedAmount: 'Montant (CHF)',
    percent: 'Pourcentage (%)',
    threshold: 'Rendez-vous manqués',
    thresholdHint: 'Absences et annulations tardives des 12 derniers mois à partir desquelles l’acompte est demandé.',
    firstTimeAtPeak: 'Aussi aux nouveaux clients aux heures de pointe',
    firstTimeAtPeakHint: 'Qui n’a encore jamais terminé de visite paie un acompte en réservant à ces horaires.',
    peakDays: 'Jours de pointe',
    peakFrom: 'De',
    peakTo: 'À',
    terms:
      'En payant, le client accepte que l’acompte reste acquis au salon s’il ne se présente pas ou annule après le délai ; si c’est vous qui annulez, il est remboursé.',
    save: 'Enregistrer l’acompte',
    saving: 'Enregistrement…',
    saved: 'Acompte enregistré',
    saveError: 'Impossible d’enregistrer l’acompte. Réessayez.',
    loading: 'Chargement des paramètres…',
    loadError: 'Impossible de charger les paramètres de l’acompte.',
    retry: 'Réessayer',
  },
  teamNotices: {
    title: 'Avis à l’équipe',
    intro:
      'Chaque barbier reçoit un e-mail et un avis dans son espace quand l’un de ses rendez-vous est réservé, annulé ou déplacé.',
    ownerCopy: 'Copie au patron',
    ownerCopyHint: 'Recevez vous aussi par e-mail une copie de chaque avis envoyé aux barbiers.',
    within48h: 'Seulement pour les 48 prochaines heures',
    within48hHint:
      'Les barbiers ne reçoivent l’e-mail que si le rendez-vous a lieu dans les 48 prochaines heures ; l’avis dans l’espace arrive toujours.',
    planNote: 'Chaque e-mail envoyé compte dans la limite d’e-mails de votre formule.',
    saved: 'Paramètres enregistrés',
    saveError: 'Impossible d’enregistrer les paramètres. Réessayez.',
    loading: 'Chargement des paramètres…',
    loadError: 'Impossible de charger les paramètres des avis.',
    retry: 'Réessayer',
  },
} satisfies Translation<typeof it>;
