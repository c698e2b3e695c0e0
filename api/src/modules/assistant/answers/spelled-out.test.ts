import { MessageAnalyzer } from '../entities/message.analyzer';
import { IntentModel } from '../intents/understanding';
import { AssistantHarness } from '../testing/assistant-harness';
import { spelledOutAcronyms } from './spelled-out';

const analyzer = new MessageAnalyzer();
const harness = new AssistantHarness();

async function acronymsOf(message: string) {
  await harness.indexed();
  const analysis = analyzer.analyze(message);
  const understood = IntentModel.shared().understand(analysis);
  return spelledOutAcronyms({ analysis, understood, kb: harness.knowledge.kb });
}

describe('the acronyms of a message', () => {
  it('are the capitals the site spells out, with their names', async () => {
    expect(await acronymsOf('does the GLO lease state minerals under my ranch?')).toEqual([
      { term: 'glo', name: 'General Land Office' },
    ]);
  });

  it('are read in lower case too, where the word is no English word', async () => {
    expect(await acronymsOf('got a letter from the occ about my row')).toEqual([
      { term: 'occ', name: 'Oklahoma Corporation Commission' },
    ]);
  });

  it('are none in a message typed in capitals', async () => {
    expect(await acronymsOf('THE GLO SENT ME A LETTER ABOUT MY LEASE')).toEqual([]);
  });
});
