// Why a run cannot start from its sources: the front end (CLI, Action) decides how to say it.

/** A SOURCE, --repo or configuration file cannot be read (no such directory, a git error). */
export class SourceError extends Error {}

/** --catalogs matched no directory: what was asked for does not exist under the SOURCE. */
export class NoCatalogsError extends SourceError {}
