/** The parts of wink-naive-bayes-text-classifier 2.2 this module uses (it ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** Log2 odds of each label against the rest, best first; `[['unknown', 0]]` when no word is known. */
    computeOdds(input: string): [string, number][];
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export = naiveBayesTextClassifier;
}
