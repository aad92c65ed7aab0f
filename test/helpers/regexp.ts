// A long pattern written as pieces that each fit a line: the pieces' sources one after the other,
// with the first piece's flags. Cut only between atoms (never inside a group or a class).
export function joined(...pieces: readonly RegExp[]): RegExp {
  return new RegExp(pieces.map((p) => p.source).join(''), pieces[0]?.flags);
}
