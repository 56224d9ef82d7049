// The steps of `npm test` and the table it ends with. Kept apart from the runner so the steps and
// the summary can be tested without running anything.
import path from 'node:path';

export type Step = { name: string; command: string; args: string[] };
export type StepResult = Pick<Step, 'name'> & { seconds: number; ok: boolean };

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * The steps, in order. Arguments given to `npm test -- …` go to vitest (CI asks for a JSON report
 * that way; `npm test -- -t transfer` narrows the tests).
 */
export const stepsOf = (vitestArgs: string[] = []): Step[] => [
  { name: 'type check', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'format check', command: 'npm', args: ['run', 'format:check'] },
  { name: 'unit and integration tests', command: bin('vitest'), args: ['run', ...vitestArgs] },
];

/** How a step is shown: the command as one would type it. */
export const commandLine = ({ command, args }: Step) =>
  [path.basename(command), ...args.map((a) => (/^[\w./:=@,+-]+$/.test(a) ? a : `'${a}'`))].join(
    ' ',
  );

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The table `npm test` ends with: each step's seconds and outcome (steps after a failure are named
 * as not run), then the total, also in minutes.
 */
export const summary = (results: StepResult[], steps: Pick<Step, 'name'>[]): string => {
  const width = Math.max('total'.length, ...steps.map((s) => s.name.length));
  const row = (name: string, seconds: string, outcome: string) =>
    `  ${name.padEnd(width)}  ${seconds.padStart(8)}  ${outcome}`;
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  const ok = results.length === steps.length && results.every((r) => r.ok);
  return [
    '',
    'npm test:',
    row('step', 'seconds', 'result'),
    ...steps.map((step) => {
      const result = results.find((r) => r.name === step.name);
      if (!result) return row(step.name, '-', 'not run');
      return row(step.name, result.seconds.toFixed(1), result.ok ? 'ok' : 'FAILED');
    }),
    row('total', total.toFixed(1), `${ok ? 'ok' : 'FAILED'} (${clock(total)})`),
  ].join('\n');
};
