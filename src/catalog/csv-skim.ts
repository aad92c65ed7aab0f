// olm.csv.metadata is most of a modern catalog's bytes, and loading only type-checks it (F-B4)
// before letting it go. In bundle documents this scanner reads those values against the Go
// struct's shape instead of building them: when everything fits, the value is `{}`, which fits
// as well, so the same findings follow. On the first misfit, or when the document turns out not
// to be a bundle whose property really is olm.csv.metadata, the document is decoded again in
// full. Every reason to bail stays the fast scanner's own: the skim calls the same readers.
import { BAIL, bail, decodeWith, decodeYamlFast, Scanner } from './goyaml/fast.js';
import { isJsonObject, type JsonObject, type JsonValue } from './goyaml/json-value.js';
import { CSV_METADATA_SHAPE, fieldsOf, fitsLeaf, type Shape } from './property-shapes.js';
import { fold } from './meta.js';

const SP = 32,
  PIPE = 124;

/** A skimmed value would not pass as `{}` does: decode the document in full. */
class Redo extends Error {}
const redo = (): never => {
  throw new Redo();
};

class SkimScanner extends Scanner {
  // Depth of the collection being read (1: the document's own), whether the value of the
  // document's `properties` key is being read, and whether that value is a list.
  private level = 0;
  private inProperties = false;
  private propertyList = false;
  private skimmedIn: JsonObject | undefined;
  skimmed = false;

  override mapping(col: number, first: number): JsonObject {
    this.level++;
    const obj = super.mapping(col, first);
    this.level--;
    return obj;
  }

  override sequence(col: number, first: number): JsonValue[] {
    if (++this.level === 2 && this.inProperties) this.propertyList = true;
    const arr = super.sequence(col, first);
    this.level--;
    return arr;
  }

  protected override valueAt(name: string, obj: JsonObject, col: number, v: number): JsonValue {
    if (this.level === 1 && name === 'properties') {
      this.inProperties = true;
      const value = super.valueAt(name, obj, col, v);
      this.inProperties = this.propertyList = false;
      return value;
    }
    if (this.level === 3 && this.propertyList) {
      // A `type` after a skimmed `value` replaces the type it was skimmed for.
      if (name === 'type' && obj === this.skimmedIn) redo();
      if (name === 'value' && obj.type === 'olm.csv.metadata') {
        this.skimValue(col, v, CSV_METADATA_SHAPE);
        this.skimmedIn = obj;
        this.skimmed = true;
        return {};
      }
    }
    return super.valueAt(name, obj, col, v);
  }

  // The readers below follow valueAt, nested, block, mapping and sequence of the fast scanner
  // step for step, building nothing.

  private skimValue(col: number, v: number, shape: Shape): void {
    const e = this.eol(v);
    if (v < e) return this.skimInline(v, col, shape);
    this.p = e + 1;
    this.skipBlank();
    if (this.p >= this.end) return;
    const ind = this.indentAt(this.p);
    const at = this.p + ind;
    if (ind > col) this.skimBlock(ind, at, shape);
    else if (ind === col && this.isSeqItem(at)) this.skimSequence(ind, at, shape);
  }

  private skimNestedItem(col: number, shape: Shape): void {
    this.skipBlank();
    if (this.p >= this.end) return;
    const ind = this.indentAt(this.p);
    if (ind > col) this.skimBlock(ind, this.p + ind, shape);
  }

  private skimBlock(col: number, at: number, shape: Shape): void {
    if (this.isSeqItem(at)) this.skimSequence(col, at, shape);
    else this.skimMapping(col, at, shape);
  }

  private skimMapping(col: number, first: number, shape: Shape): void {
    if (typeof shape === 'string' ? shape !== 'any' : 'list' in shape) redo();
    // The struct's field table once per mapping, not once per key.
    const fields = typeof shape !== 'string' && 'obj' in shape ? fieldsOf(shape.obj) : undefined;
    const each = shape === 'any' ? 'any' : typeof shape !== 'string' && 'map' in shape ? shape.map : undefined;
    const s = this.s;
    let at = first;
    for (;;) {
      const name = this.key(at);
      let v = this.keyEnd;
      while (v < this.end && s.charCodeAt(v) === SP) v++;
      this.skimValue(col, v, each ?? fields!.get(name) ?? fields!.get(fold(name)) ?? 'any');
      this.skipBlank();
      if (this.p >= this.end) return;
      const ind = this.indentAt(this.p);
      if (ind < col) return;
      if (ind > col) bail();
      at = this.p + ind;
      if (this.isSeqItem(at)) return;
    }
  }

  private skimSequence(col: number, first: number, shape: Shape): void {
    if (typeof shape === 'string' ? shape !== 'any' : !('list' in shape)) redo();
    const item = typeof shape === 'string' ? 'any' : (shape as { list: Shape }).list;
    const s = this.s;
    let at = first;
    for (;;) {
      let c = at + 1;
      while (c < this.end && s.charCodeAt(c) === SP) c++;
      const e = this.eol(c);
      if (c >= e) {
        this.p = e + 1;
        this.skimNestedItem(col, item);
      } else if (this.isSeqItem(c)) {
        bail();
      } else if (this.looksLikeKey(c)) {
        this.skimMapping(col + (c - at), c, item);
      } else {
        this.skimInline(c, col, item);
      }
      this.skipBlank();
      if (this.p >= this.end) return;
      const ind = this.indentAt(this.p);
      if (ind !== col) {
        if (ind > col) bail();
        return;
      }
      at = this.p + ind;
      if (!this.isSeqItem(at)) return;
    }
  }

  /** A scalar (or `{}` / `[]`); the text of a literal block, a quoted scalar or a plain one led
   * by a character go-yaml never resolves further is checked but not made: each is a string,
   * whatever its text. */
  private skimInline(at: number, col: number, shape: Shape): void {
    const v = this.s.charCodeAt(at) === PIPE ? this.literal(at, col, false) : this.inline(at, col, false);
    if (!fitsLeaf(v, shape)) redo();
  }
}

const isBundle = (v: JsonValue): boolean => isJsonObject(v) && Object.hasOwn(v, 'schema') && v.schema === 'olm.bundle';

/**
 * decodeYamlFast for the loader: the same value, or BAIL, except that the olm.csv.metadata
 * values of a bundle are `{}` when they have the shape opm decodes them into.
 */
export function decodeCatalogYaml(src: string, start: number, end: number): JsonValue | typeof BAIL {
  const sc = new SkimScanner(src, start, end);
  try {
    const v = decodeWith(sc);
    if (v === BAIL || !sc.skimmed || isBundle(v)) return v;
  } catch (e) {
    if (!(e instanceof Redo)) throw e;
  }
  return decodeYamlFast(src, start, end);
}
