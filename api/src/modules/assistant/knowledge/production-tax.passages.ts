import {
  checkProducts,
  severanceDefaults,
  stateByCode,
  states,
  toolList,
  toolPath,
} from '@landman/content';
import type { Passage } from './passage';
import { passage } from './section.passages';

/**
 * The production tax rates the Check Estimate tool starts from, with what each leaves out (a new
 * well's lower rate, a price threshold): the tool shows them beside an estimate, so the assistant
 * can quote them too. One passage per state, or per product where oil and gas differ.
 */
export function productionTaxPassages(): Passage[] {
  const tool = toolList.find((t) => t.slug === 'check-estimate');
  if (!tool) return [];
  const base = {
    path: toolPath(tool.slug),
    idPrefix: `tool:${tool.slug}:production-tax`,
    page: tool.name,
    source: 'page' as const,
  };
  return states.flatMap(({ code }) => {
    const name = stateByCode(code).name;
    const rates = severanceDefaults[code];
    const texts = [...new Set(checkProducts.map((product) => rates[product].source))];
    return texts.map((text, n) => {
      const products = checkProducts.filter((product) => rates[product].source === text);
      return passage(base, `${code}:${n}`, {
        kind: 'tool',
        title: `${name} production tax on ${products.join(' and ')}`,
        text,
      });
    });
  });
}
