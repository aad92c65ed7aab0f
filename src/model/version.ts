// fbc-bot's version, as `--version`, the SARIF tool entry and the diff cache's build id state it.
export const VERSION = '1.0.0';
