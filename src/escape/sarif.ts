// SARIF strings: `artifactLocation.uri` is a URI reference (RFC 3986), so a file name's `#`, `%`,
// `?` or space must be percent-encoded or code scanning points at another file; `message.text`
// reads `[text](target)` as an embedded link, so literal brackets are backslash-escaped (§3.11.6).

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A repository-relative POSIX path as a relative URI reference, one encoded segment at a time. */
export function sarifUri(path: string): string {
  // encodeURIComponent also encodes `:`, so no first segment can read as a scheme.
  return path.replace(LONE_SURROGATE, '\ufffd').split('/').map(encodeURIComponent).join('/');
}

/** Plain-text message: literal square brackets (and a backslash before one) escaped. */
export function sarifText(s: string): string {
  return s.replace(/\\(?=[[\]])/g, '\\\\').replace(/[[\]]/g, '\\$&');
}
