import { describe, expect, it } from 'vitest';
import { summary, type Step } from './test-steps.ts';

const steps: Step[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'tests', command: 'vitest run' },
];

describe('npm test summary', () => {
  it('prints each step in minutes and seconds, then the total', () => {
    const text = summary(
      [
        { ...steps[0]!, seconds: 41.4, ok: true },
        { ...steps[1]!, seconds: 330.6, ok: true },
      ],
      steps,
    );
    expect(text).toMatch(/lint\s+0:41\s+ok/);
    expect(text).toMatch(/tests\s+5:31\s+ok/);
    expect(text).toMatch(/total\s+6:12\s+ok/);
  });

  it('says which step failed and which did not run', () => {
    const text = summary([{ ...steps[0]!, seconds: 3, ok: false }], steps);
    expect(text).toMatch(/lint\s+0:03\s+FAILED/);
    expect(text).toMatch(/tests\s+-\s+not\s+run/);
    expect(text).toMatch(/total\s+0:03\s+FAILED/);
  });
});
