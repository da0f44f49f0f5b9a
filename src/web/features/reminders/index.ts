// Reminders: how they reach the person. This entry is what the reminder field (recurrence) shows
// under itself: where the reminder will be delivered, with the offer to turn notifications on here.
// Settings → Notifications, the open app's toasts and the card's mark are composed by app/.
// Re-exports only.
export { ReminderDeliveryOnDemand } from "./components/reminder-delivery-on-demand";
