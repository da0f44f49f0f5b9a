/** What a calendar marks: a count per day (yyyy-MM-dd), and the words a screen reader hears for one. */
export type DayCounts = {
  counts: ReadonlyMap<string, number>;
  /** "2 tasks" / "2 úlohy": added to the day button's name. */
  label: (count: number) => string;
};
