/** The note dialogs' content classes, in the first load too: the create dialog's frame stands where the dialog will. */
export const noteDialogClass = "max-h-[calc(100dvh-2rem)] min-w-0 overflow-y-auto p-5 sm:p-6";
