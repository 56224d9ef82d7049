// `npm test`: the type check, lint, format check and every unit and integration suite, one after
// the other (on two cores, running them side by side is no faster), stopping at the first failure;
// ends by printing each step's time and the total.
import { spawnSync } from 'node:child_process';
import { STEPS, summary, type StepResult } from './test-steps.ts';

const results: StepResult[] = [];
for (const step of STEPS) {
  console.log(`\n> ${step.name}: ${step.command}`);
  const started = performance.now();
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true });
  const ok = run.status === 0;
  results.push({ ...step, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) break;
}
console.log(summary(results));
process.exitCode = results.every((r) => r.ok) && results.length === STEPS.length ? 0 : 1;
