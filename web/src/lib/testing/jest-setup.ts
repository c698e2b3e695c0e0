import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// React Router 7 and React DOM's server renderer expect the encoding APIs jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor give up after 1 s by default, which a busy machine can take for a render
// (a form test failed so beside other work); a real failure still fails, at this limit.
configure({ asyncUtilTimeout: 10_000 });
