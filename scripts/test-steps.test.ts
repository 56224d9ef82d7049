import { describe, expect, it } from 'vitest';
import { commandLine, stepsOf, summary } from './test-steps.ts';

const steps = [{ name: 'lint' }, { name: 'tests' }];

describe('npm test steps', () => {
  it('runs the checks, then vitest with the arguments given to npm test', () => {
    const all = stepsOf(['--reporter=json', '--outputFile=.tmp/ci/unit.json']);
    expect(all.map(commandLine)).toEqual([
      'npm run typecheck',
      'npm run lint',
      'npm run format:check',
      'vitest run --reporter=json --outputFile=.tmp/ci/unit.json',
    ]);
    expect(commandLine(stepsOf(['-t', 'a transfer'])[3]!)).toBe("vitest run -t 'a transfer'");
  });
});

describe('npm test summary', () => {
  it('prints each step in seconds, then the total in seconds and minutes', () => {
    const text = summary(
      [
        { name: 'lint', seconds: 41.44, ok: true },
        { name: 'tests', seconds: 330.6, ok: true },
      ],
      steps,
    );
    expect(text).toMatch(/step\s+seconds\s+result/);
    expect(text).toMatch(/lint\s+41\.4\s+ok/);
    expect(text).toMatch(/tests\s+330\.6\s+ok/);
    expect(text).toMatch(/total\s+372\.0\s+ok \(6:12\)/);
  });

  it('says which step failed and which did not run', () => {
    const text = summary([{ name: 'lint', seconds: 3, ok: false }], steps);
    expect(text).toMatch(/lint\s+3\.0\s+FAILED/);
    expect(text).toMatch(/tests\s+-\s+not run/);
    expect(text).toMatch(/total\s+3\.0\s+FAILED \(0:03\)/);
  });

  it('fails the total when a step is missing even if the others passed', () => {
    expect(summary([{ name: 'lint', seconds: 1, ok: true }], steps)).toMatch(
      /total\s+1\.0\s+FAILED/,
    );
  });
});
