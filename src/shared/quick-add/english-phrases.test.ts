import { describe, test } from "vitest";
import { checkRow, type Row } from "./quick-add-test-support.ts";

/** English lines as people type them; "now" is Friday 27 Nov 2026, 10:00 in Bratislava. */
const ROWS: Row[] = [
  [
    "tomorrow at 5pm call mom #family every friday",
    { title: "call mom", date: "2026-11-28", time: "17:00", repeat: "FREQ=WEEKLY;BYDAY=FR", tags: ["family"] },
  ],
  ["call mom tomorrow at 17:00 #rodina", { title: "call mom", date: "2026-11-28", time: "17:00", tags: ["Rodina"] }],
  // Today, tomorrow, the day after.
  ["today clean the kitchen", { title: "clean the kitchen", date: "2026-11-27" }],
  ["clean the kitchen today", { title: "clean the kitchen", date: "2026-11-27" }],
  ["tomorrow dentist", { title: "dentist", date: "2026-11-28" }],
  ["Tomorrow dentist", { title: "dentist", date: "2026-11-28" }],
  ["dentist tomorrow", { title: "dentist", date: "2026-11-28" }],
  ["the day after tomorrow post the parcel", { title: "post the parcel", date: "2026-11-29" }],
  // Weekdays.
  ["on Monday team meeting", { title: "team meeting", date: "2026-11-30" }],
  ["team meeting on Tuesday", { title: "team meeting", date: "2026-12-01" }],
  ["swimming wednesday", { title: "swimming", date: "2026-12-02" }],
  ["haircut on thursday", { title: "haircut", date: "2026-12-03" }],
  ["beer on Friday", { title: "beer", date: "2026-11-27" }],
  ["trip this Saturday", { title: "trip", date: "2026-11-28" }],
  ["lunch at grandma's on Sunday", { title: "lunch at grandma's", date: "2026-11-29" }],
  ["next friday presentation", { title: "presentation", date: "2026-12-04" }],
  ["submit report by Friday", { title: "submit report", date: "2026-11-27" }],
  ["pay the invoice by Monday", { title: "pay the invoice", date: "2026-11-30" }],
  // In N days, weeks, months.
  ["in 3 days check the parcel", { title: "check the parcel", date: "2026-11-30" }],
  ["check the parcel in 3 days", { title: "check the parcel", date: "2026-11-30" }],
  ["in a week follow-up", { title: "follow-up", date: "2026-12-04" }],
  ["return the book in 2 weeks", { title: "return the book", date: "2026-12-11" }],
  ["in a month check-up", { title: "check-up", date: "2026-12-27" }],
  ["renew the domain in 2 months", { title: "renew the domain", date: "2027-01-27" }],
  // Dates with month names.
  ["Dec 15 concert", { title: "concert", date: "2026-12-15" }],
  ["concert on 15 Dec", { title: "concert", date: "2026-12-15" }],
  ["December 15th office party", { title: "office party", date: "2026-12-15" }],
  ["office party on December 15", { title: "office party", date: "2026-12-15" }],
  ["1 January hike", { title: "hike", date: "2027-01-01" }],
  ["Jan 2 back to work", { title: "back to work", date: "2027-01-02" }],
  ["3 May Jane's birthday", { title: "Jane's birthday", date: "2027-05-03" }],
  ["tax return Feb 2 2027", { title: "tax return", date: "2027-02-02" }],
  ["Nov 20 anniversary", { title: "anniversary", date: "2027-11-20" }],
  ["Nov 28 cleaning", { title: "cleaning", date: "2026-11-28" }],
  // Numeric dates: only when their order is clear.
  ["15/12 office party", { title: "office party", date: "2026-12-15" }],
  ["12/15 office party", { title: "office party", date: "2026-12-15" }],
  ["5/6 meeting", { title: "5/6 meeting" }],
  ["2027-03-04 audit", { title: "audit", date: "2027-03-04" }],
  // Next week, the weekend, the month's end.
  ["next week plan the sprint", { title: "plan the sprint", date: "2026-11-30" }],
  ["plan the sprint next week", { title: "plan the sprint", date: "2026-11-30" }],
  ["this weekend clean the garage", { title: "clean the garage", date: "2026-11-28" }],
  ["invoices end of the month", { title: "invoices", date: "2026-11-30" }],
  // Times.
  ["training at 17:00", { title: "training", date: "2026-11-27", time: "17:00" }],
  ["17:30 training", { title: "training", date: "2026-11-27", time: "17:30" }],
  ["training at 5pm", { title: "training", date: "2026-11-27", time: "17:00" }],
  ["training at 5 pm", { title: "training", date: "2026-11-27", time: "17:00" }],
  ["training 5:30 pm", { title: "training", date: "2026-11-27", time: "17:30" }],
  ["standup at 9", { title: "standup", date: "2026-11-28", time: "09:00" }],
  ["standup at 11", { title: "standup", date: "2026-11-27", time: "11:00" }],
  ["lunch at noon", { title: "lunch", date: "2026-11-27", time: "12:00" }],
  ["backup at midnight", { title: "backup", date: "2026-11-28", time: "00:00" }],
  ["tomorrow at 10:00", { title: "", date: "2026-11-28", time: "10:00" }],
  ["theatre on Friday at 18:30", { title: "theatre", date: "2026-11-27", time: "18:30" }],
  ["dentist Dec 15 at 10:30", { title: "dentist", date: "2026-12-15", time: "10:30" }],
  ["8am run tomorrow", { title: "run", date: "2026-11-28", time: "08:00" }],
  // Traps.
  ["Call May about the report", { title: "Call May about the report" }],
  ["read chapter 5", { title: "read chapter 5" }],
  ["fix version 2.3", { title: "fix version 2.3" }],
  ["buy-in meeting", { title: "buy-in meeting" }],
  ["Feb 31 nothing", { title: "Feb 31 nothing" }],
  ["C# course", { title: "C# course" }],
  // Repeats.
  ["every day vitamins", { title: "vitamins", date: "2026-11-27", repeat: "FREQ=DAILY" }],
  ["vitamins daily", { title: "vitamins", date: "2026-11-27", repeat: "FREQ=DAILY" }],
  [
    "standup every weekday at 9",
    { title: "standup", date: "2026-11-30", time: "09:00", repeat: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" },
  ],
  ["post every weekday", { title: "post", date: "2026-11-27", repeat: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" }],
  ["every Monday team meeting", { title: "team meeting", date: "2026-11-30", repeat: "FREQ=WEEKLY;BYDAY=MO" }],
  ["swimming every wednesday", { title: "swimming", date: "2026-12-02", repeat: "FREQ=WEEKLY;BYDAY=WE" }],
  ["gym every Monday and Thursday", { title: "gym", date: "2026-11-30", repeat: "FREQ=WEEKLY;BYDAY=MO,TH" }],
  ["every mon and thu gym", { title: "gym", date: "2026-11-30", repeat: "FREQ=WEEKLY;BYDAY=MO,TH" }],
  ["every tue, fri gym", { title: "gym", date: "2026-11-27", repeat: "FREQ=WEEKLY;BYDAY=TU,FR" }],
  ["cleaning every 2 weeks", { title: "cleaning", date: "2026-11-27", repeat: "FREQ=WEEKLY;INTERVAL=2" }],
  ["cleaning every other week", { title: "cleaning", date: "2026-11-27", repeat: "FREQ=WEEKLY;INTERVAL=2" }],
  ["bins every week", { title: "bins", date: "2026-11-27", repeat: "FREQ=WEEKLY" }],
  ["bins weekly", { title: "bins", date: "2026-11-27", repeat: "FREQ=WEEKLY" }],
  ["rent every month", { title: "rent", date: "2026-11-27", repeat: "FREQ=MONTHLY" }],
  ["rent monthly", { title: "rent", date: "2026-11-27", repeat: "FREQ=MONTHLY" }],
  ["pay rent monthly on the 15th", { title: "pay rent", date: "2026-12-15", repeat: "FREQ=MONTHLY;BYMONTHDAY=15" }],
  ["pay rent every month on the 15th", { title: "pay rent", date: "2026-12-15", repeat: "FREQ=MONTHLY;BYMONTHDAY=15" }],
  ["payday every 27th", { title: "payday", date: "2026-11-27", repeat: "FREQ=MONTHLY;BYMONTHDAY=27" }],
  ["closing every 31st", { title: "closing", date: "2026-12-31", repeat: "FREQ=MONTHLY;BYMONTHDAY=31" }],
  ["insurance every year", { title: "insurance", date: "2026-11-27", repeat: "FREQ=YEARLY" }],
  ["insurance yearly", { title: "insurance", date: "2026-11-27", repeat: "FREQ=YEARLY" }],
  ["water the plants every 3 days", { title: "water the plants", date: "2026-11-27", repeat: "FREQ=DAILY;INTERVAL=3" }],
  ["beer every Friday at 16:00", { title: "beer", date: "2026-11-27", time: "16:00", repeat: "FREQ=WEEKLY;BYDAY=FR" }],
  [
    "report every Friday at 9:00",
    { title: "report", date: "2026-12-04", time: "09:00", repeat: "FREQ=WEEKLY;BYDAY=FR" },
  ],
  ["cabin every weekend", { title: "cabin", date: "2026-11-28", repeat: "FREQ=WEEKLY;BYDAY=SA,SU" }],
  // Tags.
  ["#work report", { title: "report", tags: ["work"] }],
  ["report #Home", { title: "report", tags: ["Home"] }],
  ["report #home", { title: "report", tags: ["Home"] }],
  ["report #HOME #home", { title: "report", tags: ["Home"] }],
  ["report #praca", { title: "report", tags: ["Práca"] }],
  ["repair #car tomorrow #work", { title: "repair", date: "2026-11-28", tags: ["car", "work"] }],
  // Shopping lists and notes.
  ["Buy milk, bread and eggs", { kind: "shopping", title: "Shopping", items: ["milk", "bread", "eggs"] }],
  ["buy milk", { kind: "shopping", title: "Shopping", items: ["milk"] }],
  ["Shopping: apples; pears", { kind: "shopping", title: "Shopping", items: ["apples", "pears"] }],
  ["milk, bread to Lidl", { kind: "shopping", title: "Lidl", items: ["milk", "bread"], list: "list-lidl" }],
  ["milk and bread to lidl", { kind: "shopping", title: "Lidl", items: ["milk", "bread"], list: "list-lidl" }],
  ["Buy shampoo to drogeria", { kind: "shopping", title: "Drogéria", items: ["shampoo"], list: "list-drogeria" }],
  ["go to Lidl", { title: "go to Lidl" }],
  ["Note: the wifi password is in the drawer", { kind: "notes", title: "the wifi password is in the drawer" }],
  ["note: cake recipe #Home", { kind: "notes", title: "cake recipe", tags: ["Home"] }],
  ["Note: tomorrow is a holiday", { kind: "notes", title: "tomorrow is a holiday" }],
  // Spacing and order.
  ["  tomorrow   at  5pm   call    mom  ", { title: "call mom", date: "2026-11-28", time: "17:00" }],
  ["call mom, tomorrow", { title: "call mom", date: "2026-11-28" }],
];

const EDGE_ROWS: Row[] = [
  ["tomorrow fireworks", { title: "fireworks", date: "2027-01-01" }, "2026-12-31T20:00:00+01:00"],
  ["Jan 5 back", { title: "back", date: "2027-01-05" }, "2026-12-31T20:00:00+01:00"],
  ["in 3 days check", { title: "check", date: "2027-01-03" }, "2026-12-31T20:00:00+01:00"],
  ["tomorrow at 10:00 wake up", { title: "wake up", date: "2027-03-28", time: "10:00" }, "2027-03-27T23:30:00+01:00"],
  ["today check", { title: "check", date: "2026-11-28" }, "2026-11-27T23:30:00Z"],
];

describe("quick add in English", () => {
  test.each(ROWS)("%s", (...row) => checkRow("en", row));
  test.each(EDGE_ROWS)("%s (at %s)", (...row) => checkRow("en", row));
});
