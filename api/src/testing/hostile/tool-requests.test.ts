import fc from 'fast-check';
import { maxToolFieldLength, toolList } from '@landman/content';
import { toolRequest } from './tool-requests';

describe('the fuzzer’s tool requests', () => {
  const samples = fc.sample(toolRequest, { seed: 20_261_124, numRuns: 3_000 });
  const queryOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

  it('send a figure of thousands of digits to every field of every tool, page and calendar', () => {
    const reached = new Set<string>();
    for (const { path } of samples) {
      const slug = /\/tools\/([a-z-]+)/.exec(path)![1]!;
      const calendar = path.startsWith('/api/');
      for (const [name, value] of queryOf(path)) {
        if (value.length > 1_000) reached.add(`${calendar ? 'ics' : 'page'} ${slug} ${name}`);
      }
    }
    for (const tool of toolList) {
      for (const group of tool.groups) {
        for (const field of group.fields) {
          expect(reached).toContain(`page ${tool.slug} ${field.name}`);
          if (tool.calendar) expect(reached).toContain(`ics ${tool.slug} ${field.name}`);
        }
      }
    }
  });

  it('expect a 400 that says "too long" exactly when a field of the tool is over the limit', () => {
    for (const { path, refusal } of samples) {
      const fields = new Set(
        toolList
          .find((tool) => path.includes(`/tools/${tool.slug}`))!
          .groups.flatMap((group) => group.fields.map((field) => field.name)),
      );
      const over = [...queryOf(path)].some(
        ([name, value]) => fields.has(name) && value.trim().length > maxToolFieldLength,
      );
      expect(refusal?.status).toBe(over ? 400 : undefined);
    }
    expect(samples.filter((sample) => sample.refusal).length).toBeGreaterThan(1_000);
    expect(samples.some((sample) => queryOf(sample.path).has('tract300Acres'))).toBe(true);
  });
});
