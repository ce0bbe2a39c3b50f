import { APPOINTMENT_STATUS_LABELS } from '@barber/shared/domain/appointment-rules';

/**
 * The logged-in customer's texts on /booking (the form's title, their appointments, the modify and cancel
 * dialogs): apart from booking-pages.ts, which /guest-booking loads first, inside its JavaScript budget (ADR 0028).
 */
export const bookingAccount = {
  title: 'Prenota il tuo appuntamento',
  intro: 'Tre tocchi: servizio, barbiere e orario. I tuoi dati li abbiamo già.',
  submit: 'Prenota',
  detailsNote: 'Dal tuo profilo: li usiamo per la conferma e per il pagamento.',
  myAppointments: 'I miei appuntamenti',
  listTitle: 'I tuoi appuntamenti',
  listLoading: 'Caricamento degli appuntamenti…',
  listError: 'Errore nel caricamento dei tuoi appuntamenti',
  empty: 'Non hai ancora appuntamenti. Prenota il primo qui sopra.',
  status: APPOINTMENT_STATUS_LABELS,
  statusLabel: 'Stato',
  modify: 'Modifica',
  cancel: 'Cancella',
  appointmentOf: (service: string, date: string) => `${service}, ${date}`,
  tooLateModify: (hours: number) => `Non puoi più modificare l'appuntamento perché mancano meno di ${hours} ore`,
  tooLateCancel: (hours: number) => `Non puoi più cancellare l'appuntamento perché mancano meno di ${hours} ore`,
  cancellationReason: (reason: string) => `Motivo: ${reason}`,
  modifyTitle: 'Modifica appuntamento',
  modifyIntro: (date: string, time: string) =>
    `Appuntamento attuale: ${date}, ore ${time}. Scegli il nuovo orario.`,
  proceed: 'Procedi',
  confirmChanges: 'Conferma modifiche',
  current: 'Attuale',
  next: 'Nuovo',
  back: 'Indietro',
  saving: 'Salvataggio in corso…',
  unchanged: 'Scegli un orario diverso da quello attuale.',
  modifySuccess: 'Appuntamento modificato con successo!',
  modifyError: "Errore nella modifica dell'appuntamento",
  cancelTitle: 'Conferma cancellazione',
  cancelIntro: (service: string, date: string, time: string) =>
    `Vuoi cancellare ${service} di ${date}, ore ${time}?`,
  reason: 'Motivo (facoltativo)',
  reasonHint: 'Ci aiuta a migliorare il servizio.',
  keep: 'Mantieni appuntamento',
  confirmCancel: 'Cancella appuntamento',
  cancelling: 'Cancellazione in corso…',
  cancelSuccess: 'Appuntamento cancellato con successo',
  cancelError: "Errore nella cancellazione dell'appuntamento",
  closeDialog: 'Chiudi',
};
