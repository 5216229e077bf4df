/** The options of the benches that seed a data set: its sizes, the load and the data dir. */
export function dataSetOptions(load: { requests: string; concurrency: string }) {
  return {
    members: { type: 'string', default: '200000' },
    orders: { type: 'string', default: '2000000' },
    requests: { type: 'string', default: load.requests },
    concurrency: { type: 'string', default: load.concurrency },
    'data-dir': { type: 'string' },
  } as const;
}
