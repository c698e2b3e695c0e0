// Browser tests wait on page loads in a shared, sometimes busy machine; Jest's 5 s default is too
// short. (testTimeout in a project config is ignored when Jest runs several projects.)
//
// One budget for every browser test, set for the busy case: the longest tests (a desk flow of a
// dozen steps with axe runs) take 20-30 s on a quiet machine and three times that while the other
// worker loads both cores, and clean CI runs timed out at 60 s in three different files. A step
// that truly hangs still fails on its own: Playwright gives each action and wait 30 s.
jest.setTimeout(180_000);
