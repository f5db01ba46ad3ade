import fs from 'node:fs';

/** One line of a "measured | budget | ok?" table. */
export interface BudgetRow {
  what: string;
  measured: string;
  budget: string;
  /** null: nothing to judge (the call failed or did not run); the note says why. */
  ok: boolean | null;
  note?: string;
}

export const table = (head: string[], align: string[], body: string[][]) => [
  `| ${head.join(' | ')} |`,
  `|${align.join('|')}|`,
  ...body.map((cells) => `| ${cells.join(' | ')} |`),
];

export const budgetTable = (rows: BudgetRow[]) =>
  table(
    ['what', 'measured', 'budget', 'ok?'],
    ['---', '---:', '---:', ':---:'],
    rows.map((r) => [
      r.what,
      r.measured,
      r.budget,
      (r.ok === null ? 'n/a' : r.ok ? 'yes' : '**no**') + (r.note ? ` (${r.note})` : ''),
    ]),
  );

const start = (name: string) => `<!-- bench:${name}:start -->`;
const end = (name: string) => `<!-- bench:${name}:end -->`;

/** A part of BENCHMARKS.md between its markers, so one part can be measured again alone. */
export const section = (name: string, lines: string[]) => [start(name), ...lines, end(name)];

/** Replaces (or appends) section `name` of the file, leaving the other parts as they were. */
export function replaceSection(file: string, name: string, lines: string[]): string {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = section(name, lines).join('\n');
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  const next =
    from !== -1 && to > from
      ? text.slice(0, from) + block + text.slice(to + end(name).length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  return next;
}
