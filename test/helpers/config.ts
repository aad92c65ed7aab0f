// The message of the ConfigError a configuration text must raise.
import { expect } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/config.js';

export const configFails = (text: string): string => {
  try {
    parseConfig(text, 'cfg.yaml');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};
