import { italianSweep } from './helpers/italian-sweep';

// Part 2 of the Italian-messages sweep (helpers/italian-sweep.ts): two files run side by side in the pool.
italianSweep(1, 2);
