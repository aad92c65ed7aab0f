// The Action's entry (action.yml runs dist/index.js): nothing but run().
import { run } from './run.js';

await run();
