import { adminSweep } from './helpers/malformed-sweep';

// Part 2 of the admin's malformed-input sweep (helpers/malformed-sweep.ts): two files run side by side in the pool.
adminSweep(1, 2);
