import path from 'node:path';
import { RuleTester } from 'eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./eslint/module-boundaries.cjs');

const repo = path.resolve(__dirname, '..');
const inModule = (file: string) => path.join(repo, 'api/src/modules', file);
const options = [
  {
    root: 'api/src/modules',
    publicFiles: { assistant: ['assistant.port'], chat: ['chat-log', 'chat-message.entity'] },
  },
];

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('module-boundaries', rule, {
  valid: [
    {
      name: "another module's entry point",
      filename: inModule('desk/handoff.service.ts'),
      code: "import { ChatLog } from '../chat/chat-log';",
      options,
    },
    {
      name: "a module's own internals",
      filename: inModule('assistant/flows/request.flow.ts'),
      code: "import { wayForward } from '../answers/way-forward';",
      options,
    },
    {
      name: 'a test may reach into another module',
      filename: inModule('desk/handoff.e2e.test.ts'),
      code: "import { chips } from '../assistant/answers/suggestions';",
      options,
    },
    {
      name: 'a testing helper too',
      filename: inModule('lead-delivery/testing/smtp-sink.ts'),
      code: "import { x } from '../../assistant/testing/graphql-chat';",
      options,
    },
    {
      name: 'outside the modules (the composition root) nothing is bound',
      filename: path.join(repo, 'api/src/app/create-services.ts'),
      code: "import { createAssistant } from '../modules/assistant/assistant.factory';",
      options,
    },
  ],
  invalid: [
    {
      name: "the desk importing the assistant's internals",
      filename: inModule('desk/desk-aware.assistant.ts'),
      code: "import { wayForward } from '../assistant/answers/way-forward';",
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'a re-export and a dynamic import are imports too',
      filename: inModule('desk/deep/file.ts'),
      code: "export { x } from '../../chat/chat.service'; void import('../../chat/chat.store');",
      options,
      errors: [{ messageId: 'internal' }, { messageId: 'internal' }],
    },
    {
      name: 'a module that lists nothing exposes nothing',
      filename: inModule('chat/chat.service.ts'),
      code: "import { Desk } from '../desk/desk.factory';",
      options,
      errors: [{ messageId: 'internal' }],
    },
  ],
});
