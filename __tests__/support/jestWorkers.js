// How many jest workers run test files side by side (jest.config.js), and so how many copies of
// the seeded PostgreSQL database the global setup makes (pgCluster.js). Jest's default on a
// 2-core machine is one worker; two halve the wall time of the server tests, which mostly wait
// on their database.
module.exports = { JEST_MAX_WORKERS: 2 };
