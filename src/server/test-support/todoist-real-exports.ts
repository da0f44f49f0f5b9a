/**
 * Todoist CSV exports as the app writes them (Project → Export as CSV, 2015–2024 files seen in other
 * projects' test fixtures): a BOM-less header of the twelve columns, a "meta" row in newer files,
 * a blank row after each task, sub-tasks as INDENT 2–3 rows right under their parent, comments as
 * "note" rows, sections, and DATE written in words — "2 Jan 2026 09:35", "Jan 2", "ev sun",
 * "every monday" — with DATE_LANG and TIMEZONE beside it. Written as text, not by a CSV library, so
 * the quoting and line ends are what the files hold (CRLF).
 */
const HEADER =
  "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT";

const csv = (...lines: string[]) => `${[HEADER, ...lines].join("\r\n")}\r\n`;

/** An English account in London: every date form of a real export, sub-tasks and a section. */
export const ENGLISH_EXPORT = csv(
  "meta,view_style=list,,,,,,,,,,",
  "task,Renew passport @errands,Photos from the booth at the station,1,1,Ann (31415926),,2 Jan 2026 09:35,en,Europe/London,30,minute",
  "task,Book photo booth,,4,2,Ann (31415926),,,en,Europe/London,,",
  "task,Fill in the form,,4,2,Ann (31415926),,,en,Europe/London,,",
  ",,,,,,,,,,,",
  "task,Water the plants,,4,1,Ann (31415926),,ev sun,en,Europe/London,,",
  ",,,,,,,,,,,",
  "task,Pay rent,,2,1,Ann (31415926),,Jan 2,en,Europe/London,,",
  "note,Standing order is set up,,,,Ann (31415926),,,,,,",
  ",,,,,,,,,,,",
  "section,Work,,,,,,,,,,",
  "task,Stand-up,,3,1,Ann (31415926),,every day at 9:15,en,Europe/London,15,minute",
  ",,,,,,,,,,,",
  "task,Quarterly review,,4,1,Ann (31415926),,Jan 2 2026,en,Europe/London,,",
  ",,,,,,,,,,,",
  "task,Clean up the backlog,,4,1,Ann (31415926),,after the release,en,Europe/London,,",
  ",,,,,,,,,,,",
);

/** A German account (DATE_LANG de) in Berlin: Todoist writes these dates in English; two typed in German, one of them no date. */
export const GERMAN_EXPORT = csv(
  "task,Steuererklärung abgeben,Belege im Ordner „2025“,1,1,Jörg (27182818),,15 Jul 2026 14:00,de,Europe/Berlin,,",
  "task,Belege sortieren,,4,2,Jörg (27182818),,,de,Europe/Berlin,,",
  "task,Lohnsteuerbescheinigung,,4,3,Jörg (27182818),,,de,Europe/Berlin,,",
  ",,,,,,,,,,,",
  "task,Müll rausbringen,,4,1,Jörg (27182818),,every monday,de,Europe/Berlin,,",
  ",,,,,,,,,,,",
  "task,Zahnarzt anrufen,,3,1,Jörg (27182818),,jeden Montag,de,Europe/Berlin,,",
  ",,,,,,,,,,,",
  "task,Fenster putzen,,4,1,Jörg (27182818),,nach dem Urlaub,de,Europe/Berlin,,",
  ",,,,,,,,,,,",
);

/** A Brazilian account: Portuguese content, a fortnightly repeat, a date with a time and no year. */
export const PORTUGUESE_EXPORT = csv(
  "section,Casa,,,,,,,,,,",
  'task,"Pagar a conta de luz, água",Vence todo mês,2,1,João (16180339),,every 2 weeks,pt_BR,America/Sao_Paulo,,',
  ",,,,,,,,,,,",
  "task,Consulta no dentista,,1,1,João (16180339),,2 Mar 10:30,pt_BR,America/Sao_Paulo,60,minute",
  "task,Levar exames,,4,2,João (16180339),,,pt_BR,America/Sao_Paulo,,",
  ",,,,,,,,,,,",
);

/** A Russian account in Moscow: Cyrillic content and comments, "every day" and "Jan 2". */
export const CYRILLIC_EXPORT = csv(
  "task,Позвонить маме,,1,1,Ольга (14142135),,every day,ru,Europe/Moscow,,",
  "note,Спросить про дачу,,,,Ольга (14142135),,,,,,",
  ",,,,,,,,,,,",
  "task,Купить продукты,,4,1,Ольга (14142135),,2 Jan,ru,Europe/Moscow,,",
  "task,Молоко,,4,2,Ольга (14142135),,,ru,Europe/Moscow,,",
  "task,Хлеб,,4,2,Ольга (14142135),,,ru,Europe/Moscow,,",
  ",,,,,,,,,,,",
);
