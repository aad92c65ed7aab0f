// The registry adapter: an ImageLookup over the OCI distribution API, and the credentials it
// uses. Network I/O lives here; the pure core only sees ImageLookup answers.
export { createRegistryLookup } from './registry-lookup.js';
export { parseDockerAuths } from './auths.js';
export { readDockerAuths } from './auth-files.js';
export type { RegistryOptions, DockerAuths } from './options.js';
export { createClient, type Client } from './options.js';
export { RegistryFailure } from './failure.js';
