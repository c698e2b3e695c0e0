import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './scripts/eslint/module-boundaries.cjs';

/**
 * The API modules' public entry points: the only files of a module that another module may
 * import (test files and testing/ helpers aside). Everything else is the module's own business;
 * the composition root (api/src/app), the GraphQL schema and the REST routes wire modules and are
 * not bound by this. A module not listed exposes nothing. Add a file here deliberately.
 */
const modulePublicFiles = {
  assistant: [
    'assistant.port',
    'quick-replies',
    'taught-answers',
    'chat-booking.port',
    'flows/lead.sink',
  ],
  // published-posts: the reader of public posts other modules use (never blog_posts in SQL).
  blog: ['blog.service', 'blog-post.entity', 'published-posts'],
  chat: [
    'chat-log',
    'chat-message.entity',
    'chat-author',
    'chat-message-kind',
    'chat-event.type',
    'chat.input',
    'chat-transcript',
  ],
  contact: [
    'contact.entity',
    'contact.service',
    'chat-lead.input',
    'contact-field.messages',
    'session-leads',
    'lead-inbox.store',
    'stored-leads',
    // Leads and their e-mails: the outbox the desk announces, the channels, a visitor's name.
    'lead-outbox',
    'lead-channel',
    'visitor-name',
  ],
  desk: ['lead.types'],
  newsletter: ['newsletter.service'],
  owner: [
    'auth-checker',
    'desk-cookies',
    'desk-socket-keepalive',
    'device-trust',
    'owner-auth.service',
    'owner.entity',
    'owner.errors',
    'require-owner',
    'session-cookie',
    'sign-in-limiter',
    'sign-in-lockout.mail',
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // A previous build the benches compare against (`--baseline api/dist-baseline`).
      'api/dist-baseline/**',
      '**/coverage/**',
      'data/**',
      'web/src/gql/**',
      'web/src/admin/gql/**',
      'web/src/features/chat/gql/**',
      'web/src/features/booking/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Patterns run on untrusted input: none may backtrack super-linearly (issue #10). Only the
    // rules about run time; the plugin's style rules would churn every file for no safety gain.
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Quadratic at worst, on text that is bounded before any pattern sees it: the assistant
    // reads chat messages of at most 2,000 characters (ChatMessageInput) and the site's own
    // articles; the browser tests read pages this site served. Backtracking stays an error.
    files: ['api/src/modules/assistant/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { 'regexp/no-super-linear-move': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The chat is plain React and CSS, so its first open fetches no MUI and no Emotion (issue
    // 25's 100 KB); so are the shared modules it uses (plainShared in web/vite.config.ts).
    files: [
      'web/src/features/chat/**/*.{ts,tsx}',
      'web/src/components/chat/**/*.{ts,tsx}',
      'web/src/components/person/person-mark.tsx',
      'web/src/components/errors/{error-boundary,visitor-failure}.{ts,tsx}',
      'web/src/components/sections/visually-hidden.ts',
      'web/src/lib/{chat,graphql-http,graphql-errors,code-splitting}/**/*.{ts,tsx}',
      'web/src/lib/browser-time-zone.ts',
      'web/src/theme/{palette,fonts}.ts',
      'web/src/islands/{hydrated,hydrate-plain-island}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*'],
              allowTypeImports: true,
              message:
                'The chat is built without MUI and Emotion: use plain elements and chat-styles.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests, build scripts and benches pass callbacks to page.evaluate, which run in the
    // page.
    files: ['web/e2e/**/*.ts', 'web/scripts/**/*.{ts,mjs}', 'web/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Modules talk through each other's entry points only (modulePublicFiles above).
    files: ['api/src/modules/**/*.ts'],
    plugins: { local: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'local/module-boundaries': [
        'error',
        { root: 'api/src/modules', publicFiles: modulePublicFiles },
      ],
    },
  },
  {
    // Features stand below the ways in: they use the kernel (api/src/kernel: request context,
    // refusals, HTML, the page shell, the HTTP guards) and never the layers that wire them, nor
    // the server or the tests' harness (api/src/testing), their testing/ helpers included.
    // api/src/layers.test.ts holds every folder of api/src to its floor.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(http|graphql|site|rest|app)/',
              message:
                'A feature module does not import the HTTP, GraphQL, site, REST or app layers: use api/src/kernel, or let the layer call the module.',
            },
            {
              // Two levels up at least: a module's own testing/ folder stays open to it.
              regex: '^(\\.\\./){2,}(testing/|(server|main)(\\.ts)?$)',
              message:
                'A feature module does not import the server or api/src/testing: a helper that starts the server is test infrastructure and lives in api/src/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // type-graphql and TypeORM need runtime (non-type) imports for decorator metadata.
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
