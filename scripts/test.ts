// `npm test`: the type check, lint, format check and every unit and integration suite, one after
// the other, each streaming its output, stopping at the first failure (exit code 1); ends by
// printing each step's time and the total. Arguments after `npm test --` go to vitest.
import { spawnSync } from 'node:child_process';
import { commandLine, stepsOf, summary, type StepResult } from './test-steps.ts';

const steps = stepsOf(process.argv.slice(2));
const results: StepResult[] = [];
for (const step of steps) {
  console.log(`\n> ${step.name}: ${commandLine(step)}`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const ok = run.status === 0;
  if (run.error) console.error(run.error.message);
  results.push({ name: step.name, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) break;
}
console.log(summary(results, steps));
process.exitCode = results.length === steps.length && results.every((r) => r.ok) ? 0 : 1;
