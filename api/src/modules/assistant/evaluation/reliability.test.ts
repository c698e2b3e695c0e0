import { reliabilityTable } from './reliability';

describe('the reliability table', () => {
  it('counts each reply in the bucket of its confidence, with the accuracy there', () => {
    const table = reliabilityTable(
      [
        { confidence: 0.1, passed: false },
        { confidence: 0.2, passed: true },
        { confidence: 0.9, passed: true },
        { confidence: 1, passed: true },
      ],
      'x',
    );
    const rows = table.split('\n').slice(1);
    expect(rows[0]).toMatch(/\[0\.00, 0\.30\)\s+2\s+1\s+50%\s+0\.15/);
    expect(rows[2]).toMatch(/\s+0\s+0\s+-\s+-$/);
    expect(rows[4]).toMatch(/\[0\.85, 1\.00\]\s+2\s+2\s+100%\s+0\.95/);
  });
});
