// Browser tests wait on page loads in a shared, sometimes busy machine; Jest's 5 s default is too
// short. (testTimeout in a project config is ignored when Jest runs several projects.)
jest.setTimeout(60_000);
