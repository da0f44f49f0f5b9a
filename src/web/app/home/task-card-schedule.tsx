import { CardScheduleOnDemand } from "@/features/recurrence/card-schedule-on-demand";
import { NotDeliveredMarkOnDemand } from "@/features/reminders/components/not-delivered-mark-on-demand";

type TaskCardScheduleProps = { noteId: string; repeat: string | null; reminder: string | null; isDone?: boolean };

/**
 * The line under a task's date: its repeat and reminder (recurrence) and, when the server could not
 * deliver that reminder, "Reminder not delivered" (reminders) — two features joined here, on the screen.
 */
export function TaskCardSchedule({ noteId, reminder, ...schedule }: TaskCardScheduleProps) {
  return (
    <>
      <CardScheduleOnDemand reminder={reminder} {...schedule} />
      {reminder ? <NotDeliveredMarkOnDemand noteId={noteId} reminder={reminder} /> : null}
    </>
  );
}
