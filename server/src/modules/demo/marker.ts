/** The settings key the seed writes: this database holds the demo data set. */
export const DEMO_SEED_KEY = 'demo_seed';
