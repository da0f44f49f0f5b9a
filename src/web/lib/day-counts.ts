/** What a calendar marks: a count per day (yyyy-MM-dd), and the words a screen reader hears for one. */
export type DayCounts = {
  counts: ReadonlyMap<string, number>;
  /** "2 tasks" / "2 úlohy": added to the day button's name. */
  label: (count: number) => string;
};

/** A calendar's marks for a month: a hook, one function for the calendar's whole life. */
export type UseDayCounts = (month: Date) => DayCounts;

const NO_COUNTS: DayCounts = { counts: new Map(), label: String };

/** No marks: a calendar that was given nothing to count. */
export const countNothing: UseDayCounts = () => NO_COUNTS;
