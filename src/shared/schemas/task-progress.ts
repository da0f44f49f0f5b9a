import { z } from "zod";

/** The viewer's day (yyyy-MM-dd): a repeating series' next occurrence counts from that day on. */
export const TaskProgressQuerySchema = z.object({ today: z.iso.date({ error: "validation.date" }).optional() });
