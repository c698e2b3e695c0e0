// Every Jest run, whichever projects it selects: some tests start the API from its source in a
// process of its own, which reads @landman/content's build (scripts/build-content.cjs).
const { buildContent } = require('./build-content.cjs');

module.exports = () => buildContent();
