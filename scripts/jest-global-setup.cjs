// Every Jest run, whichever projects it selects: some tests start the API from its source in a
// process of its own, which reads @landman/content's build (scripts/build-content.cjs).
const { buildContent } = require('./build-content.cjs');
const { answers, redisAddress } = require('./test-prerequisites.cjs');

/** Read by api/src/testing/cluster.ts: the tests that need Redis skip when none answers. */
const redisAbsentVariable = 'LANDMAN_TEST_REDIS_ABSENT';

module.exports = async () => {
  buildContent();
  // The workers are started after this and inherit the variable.
  if (!process.env.REDIS_URL && !(await answers(redisAddress))) {
    process.env[redisAbsentVariable] = '1';
  }
};
