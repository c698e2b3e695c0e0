/**
 * Jest's jsdom environment on the jsdom this workspace pins (29), rather than the older one
 * jest-environment-jsdom 30 bundles (26). jsdom 26 matches selectors with nwsapi, which
 * validated every selector with a backtracking regular expression: with Testing Library's
 * role queries, the slowest single function of the web tests (7% of their CPU).
 */
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

module.exports = class JsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
  }
};
