import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import winkNLP, { type Model, type WinkMethods } from 'wink-nlp';

/** wink-nlp reading with the lean model (its part-of-speech tagger the only annotation). */
export interface LeanEnglish {
  nlp: WinkMethods;
  /** The words outside the lexicon that wink has met and keeps (it never forgets one). */
  wordsMet(): number;
}

/** Loads the lean model (about 80 ms) into a wink-nlp that tags parts of speech. */
export function loadLeanEnglish(): LeanEnglish {
  let store: LexemeStore | undefined;
  const nlp = winkNLP(
    leanEnglishModel((made) => (store = made)),
    ['pos'],
  );
  return { nlp, wordsMet: () => store?.met ?? 0 };
}

/**
 * The parts of wink-eng-lite-web-model that the assistant uses, loaded lean: its lexicon (the
 * word list, the tokenizer's rules) and its part-of-speech tagger, without the named-entity,
 * negation and sentiment machines it never runs, and without the two copies of the lexicon that
 * the package's own loader keeps (the JSON `require` caches and a deep copy of it). The same
 * files, read once: the tags and the lexicon are those of the full model (english-model.test.ts
 * compares them), at about a third of its memory (issue 41).
 */
export function leanEnglishModel(onLexemes?: (store: LexemeStore) => void): Model {
  const modelMain = require.resolve('wink-eng-lite-web-model');
  const load = createRequire(modelMain);
  const dir = path.dirname(modelMain);
  // A machine that recognises nothing: for the annotations outside the pipe, which wink-nlp
  // builds all the same.
  const none = JSON.stringify([100, 0, { 0: {} }, {}, {}, {}]);
  const ignore = () => undefined;
  return {
    core: () => {
      const core = readCore(
        path.join(dir, 'languages', 'cur', 'models', 'eng-core-web-model.json'),
      );
      onLexemes?.(core.lexemes);
      return core;
    },
    sbd: load('./load-sbd-model.js'),
    pos: load('./load-pos-model.js'),
    ner: () => ({ machines: [none], transformers: [] }),
    negation: () => ({ machines: [none], setter: ignore }),
    sa: () => ({ machines: [none], setter: ignore }),
    metaCER: load('./load-cer-meta-model.js'),
    featureFn: load('./feature.js'),
    addons: Object.create(null),
  };
}

/** A feature's packing: [word, mask, shift, is a list (0), is extractable (1), ...]. */
type Layout = Record<string, number[]>;
interface Feature {
  list: unknown[];
  hash?: Record<string, number>;
  intrinsicSize?: number;
  index?: number;
  maxIndex?: number;
}
interface CoreJson {
  packing: { layout: Layout; efList?: string[] };
  features: Record<string, Feature>;
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
  lexemes: LexemeStore;
}

/**
 * The core model as the package's `read-core-model.js` and `load-core-model.js` make it, built
 * in place from one parse of the file instead of a deep copy of the cached JSON.
 */
function readCore(file: string): CoreJson {
  const model = JSON.parse(fs.readFileSync(file, 'utf8')) as CoreJson;
  const { packing, features, pos } = model;
  model.lexicon = words(model.lexicon as string);
  model.xpansions = words(model.xpansions as string);
  for (const name of Object.keys(packing.layout).filter(isList)) {
    const feature = features[name]!;
    const hash: Record<string, number> = Object.create(null);
    feature.list.forEach((value, at) => (hash[value as string] = at));
    feature.hash = hash;
  }
  const lexeme = features.lexeme!;
  const store = new LexemeStore(lexeme.list as string[]);
  lexeme.list = store.list;
  lexeme.hash = store.hash;
  model.lexemes = store;
  const clusters = features.posClusters!.list;
  for (let at = 0; at < clusters.length; at++) {
    clusters[at] = new Set((clusters[at] as string).split('_').map((tag) => pos.hash[tag] || 0));
  }
  packing.efList = [];
  for (const [name, layout] of Object.entries(packing.layout)) {
    if (layout[3] === 0) {
      const feature = features[name]!;
      feature.intrinsicSize = feature.index = feature.list.length;
      feature.maxIndex = layout[1]! >>> layout[2]!;
    }
    if (layout[4] === 1) packing.efList.push(name);
  }
  lexeme.intrinsicSize = lexeme.index = store.size;
  return model;

  function isList(name: string): boolean {
    return packing.layout[name]![3] === 0;
  }
}

/** Base64 to 32-bit words (copied: a small decoded buffer may sit unaligned in Node's pool). */
function words(base64: string): Uint32Array {
  return new Uint32Array(Uint8Array.from(Buffer.from(base64, 'base64')).buffer);
}

/**
 * The model's 87,593 lexemes, as wink-nlp reads them (`hash[word]` is a word's index, `list[i]`
 * the word at an index, `list.push(word)` and `hash[word] = i` add a word it meets), kept in one
 * string with their offsets and an index in sorted order: about 3 MB where a list of strings and
 * an object keyed by them take about 9 MB. The words wink adds (those outside the lexicon) are
 * kept apart, as wink keeps them.
 */
export class LexemeStore {
  readonly size: number;
  /** The lexemes one after another, in the model's order. */
  private readonly text: string;
  /** Where lexeme i starts in `text` (and, at i + 1, ends). */
  private readonly starts: Uint32Array;
  /** Lexeme indexes in code-unit order of their words, for a binary search. */
  private readonly sorted: Uint32Array;
  private readonly added: string[] = [];
  private readonly addedAt = new Map<string, number>();

  readonly hash: Record<string, number>;
  readonly list: string[];

  constructor(words: readonly string[]) {
    this.size = words.length;
    this.text = words.join('');
    this.starts = new Uint32Array(words.length + 1);
    for (let i = 0; i < words.length; i++) this.starts[i + 1] = this.starts[i]! + words[i]!.length;
    this.sorted = Uint32Array.from(words.keys()).sort((a, b) =>
      words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0,
    );
    this.hash = new Proxy(Object.create(null) as Record<string, number>, {
      get: (_, word) => (typeof word === 'string' ? this.indexOf(word) : undefined),
      set: (_, word, index: number) => {
        if (typeof word !== 'string') return false;
        this.addedAt.set(word, index);
        return true;
      },
    });
    this.list = new Proxy(this.added, {
      get: (added, key) => {
        if (key === 'length') return this.size + added.length;
        if (key === 'push') return (word: string) => added.push(word) + this.size;
        if (typeof key !== 'string') return undefined;
        const at = Number(key);
        return at < this.size ? this.word(at) : added[at - this.size];
      },
    });
  }

  /** How many words outside the lexicon wink has added. */
  get met(): number {
    return this.added.length;
  }

  private word(at: number): string {
    return this.text.slice(this.starts[at], this.starts[at + 1]);
  }

  private indexOf(word: string): number | undefined {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = this.compare(word, this.sorted[middle]!);
      if (order === 0) return this.sorted[middle];
      if (order < 0) high = middle - 1;
      else low = middle + 1;
    }
    return this.addedAt.get(word);
  }

  /** `word` against lexeme `at`, in code-unit order (as `<` orders strings). */
  private compare(word: string, at: number): number {
    const start = this.starts[at]!;
    const length = this.starts[at + 1]! - start;
    const common = Math.min(word.length, length);
    for (let i = 0; i < common; i++) {
      const difference = word.charCodeAt(i) - this.text.charCodeAt(start + i);
      if (difference !== 0) return difference;
    }
    return word.length - length;
  }
}
