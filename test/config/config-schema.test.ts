// The configuration's schema is compiled without checking it against JSON Schema's meta-schema on
// every run (src/config/config.ts): it is a constant, so it is checked here, once.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from '../../src/config/config.js';

describe('the configuration schema', () => {
  it('is a valid JSON Schema that strict mode compiles', () => {
    const ajv = new Ajv({ allErrors: true });
    expect(ajv.validateSchema(CONFIG_SCHEMA), ajv.errorsText()).toBe(true);
    expect(() => ajv.compile(CONFIG_SCHEMA)).not.toThrow();
  });
});
