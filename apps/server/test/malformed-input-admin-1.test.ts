import { adminSweep } from './helpers/malformed-sweep';

// Part 1 of the admin's malformed-input sweep (helpers/malformed-sweep.ts): two files run side by side in the pool.
adminSweep(0, 2);
