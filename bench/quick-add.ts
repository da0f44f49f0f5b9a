import { performance } from "node:perf_hooks";
import { parseQuickAdd } from "../src/shared/quick-add/parse-quick-add.ts";
import { quantiles } from "./bench-user.ts";

/** Issue 28's budget for reading one line, as the person types (the parser runs on every keystroke). */
const P95_BUDGET_MS = 1;
const RUNS_PER_LINE = 400;

/** Lines of each kind in both languages: plain, dated and timed, repeating, tagged, shopping, traps. */
const LINES: Array<[string, "en" | "sk"]> = [
  ["zajtra o 17:00 zavolať mame #rodina každý piatok", "sk"],
  ["Kúpiť mlieko, chlieb a 2 maslá", "sk"],
  ["odovzdat projekt do 15. decembra #praca", "sk"],
  ["kniha o 5 mačkách", "sk"],
  ["každý pondelok a štvrtok o 7 ráno cvičenie", "sk"],
  ["tomorrow at 5pm call mom #family every friday", "en"],
  ["pay rent every month on the 15th", "en"],
  ["dentist Dec 15 at 10:30", "en"],
  ["milk, bread and eggs to Lidl", "en"],
  ["Call May about the report", "en"],
];

/**
 * The parser's time per line (src/shared/quick-add): each line read RUNS_PER_LINE times after a
 * warm-up, with the person's 40 tags and 30 lists to match against. One process, no network: the
 * figure is the parser's own. Fails when the p95 is over P95_BUDGET_MS.
 */
export function quickAddPhase(): number {
  const tags = Array.from({ length: 40 }, (_, index) => `tag-${index}`);
  const lists = Array.from({ length: 30 }, (_, index) => ({ id: `list-${index}`, title: `List ${index}` }));
  const read = ([text, language]: [string, "en" | "sk"]) =>
    parseQuickAdd(text, { language, timeZone: "Europe/Bratislava", now: new Date(), tags, lists });
  for (const line of LINES) for (let run = 0; run < 20; run += 1) read(line);
  const samples: number[] = [];
  for (let run = 0; run < RUNS_PER_LINE; run += 1) {
    for (const line of LINES) {
      const started = performance.now();
      read(line);
      samples.push(performance.now() - started);
    }
  }
  const at = quantiles(samples);
  const p95 = at(0.95);
  console.log(
    `Quick add: parse a line median ${at(0.5).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${at(1).toFixed(3)} ms (n=${samples.length}; budget p95 ≤ ${P95_BUDGET_MS} ms)`,
  );
  return p95 > P95_BUDGET_MS ? 1 : 0;
}
