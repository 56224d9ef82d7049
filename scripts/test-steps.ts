// The steps of `npm test` and the table it ends with. Kept apart from the runner so the summary
// can be tested without running anything.
export type Step = { name: string; command: string };
export type StepResult = Step & { seconds: number; ok: boolean };

export const STEPS: Step[] = [
  { name: 'type check', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'format check', command: 'npm run format:check' },
  { name: 'unit and integration tests', command: 'vitest run' },
];

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Each step's time and outcome, then the total; steps not run (after a failure) are named. */
export const summary = (results: StepResult[], steps: Step[] = STEPS): string => {
  const width = Math.max(...steps.map((s) => s.name.length));
  const lines = steps.map((step) => {
    const result = results.find((r) => r.name === step.name);
    const outcome = result ? (result.ok ? 'ok' : 'FAILED') : 'not run';
    return `  ${step.name.padEnd(width)}  ${result ? clock(result.seconds).padStart(6) : '     -'}  ${outcome}`;
  });
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  const ok = results.length === steps.length && results.every((r) => r.ok);
  return [
    '',
    'npm test:',
    ...lines,
    `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  ${ok ? 'ok' : 'FAILED'}`,
  ].join('\n');
};
