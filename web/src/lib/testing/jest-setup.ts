import { TextDecoder, TextEncoder } from 'node:util';

// React Router 7 and React DOM's server renderer expect the encoding APIs jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });
