// Server tests: each jest worker uses its own copy of the seeded database of the throwaway
// cluster (pgCluster.js makes vitrine_test_1, vitrine_test_2, ...). A DATABASE_URL given from
// outside is left alone: its owner runs the tests one worker at a time (--runInBand).
if (process.env.VITRINE_PG_CLUSTER && process.env.DATABASE_URL) {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  process.env.DATABASE_URL = process.env.DATABASE_URL.replace(
    /\/vitrine_test$/,
    `/vitrine_test_${worker}`,
  );
}
