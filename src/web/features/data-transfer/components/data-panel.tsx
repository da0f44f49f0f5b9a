import { CalendarFeedSection } from "./calendar-feed-section";
import { ExportSection } from "./export-section";
import { ImportSection } from "./import-section";

/** Export, import and the calendar feed: the content of Settings → Your data once its texts are in. */
export function DataPanel() {
  return (
    <div className="flex flex-col gap-4">
      <ExportSection />
      <ImportSection />
      <CalendarFeedSection />
    </div>
  );
}
