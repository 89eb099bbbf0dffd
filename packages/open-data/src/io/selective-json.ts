/**
 * What to build of a JSON value: `true` the whole value; `{ key: selection, … }` the listed keys of an object;
 * `[selection]` each element of an array. A value whose type is not the one its selection expects (an array
 * where an object is selected, a string where an array is) is built whole, so that code reading the result
 * with type checks sees exactly what it would see in `JSON.parse`'s result.
 */
export type JsonSelection = true | readonly [JsonSelection] | { readonly [key: string]: JsonSelection };

/**
 * Node's Buffer methods behind `toString('latin1' | 'utf8', start, end)`, called directly: for the short strings of
 * a record, the argument checks of `toString` cost more than the decoding (measured: a third of the parse).
 */
interface BufferSlices {
  latin1Slice(start: number, end: number): string;
  utf8Slice(start: number, end: number): string;
}

const WHOLE = 0;
const OBJECT = 1;
const ARRAY = 2;

interface SelectedKey {
  name: string;
  bytes: Buffer;
  selection: CompiledSelection;
}

interface CompiledSelection {
  kind: typeof WHOLE | typeof OBJECT | typeof ARRAY;
  /** OBJECT: the selected keys by their length in UTF-8 bytes, compared byte by byte. */
  keysByLength: SelectedKey[][];
  /** OBJECT: the same keys by name (a key written with escapes is decoded, then looked up). */
  byName: Map<string, CompiledSelection>;
  /** ARRAY: the selection of each element. */
  items: CompiledSelection | null;
}

const WHOLE_VALUE: CompiledSelection = { kind: WHOLE, keysByLength: [], byName: new Map(), items: null };

function compile(selection: JsonSelection): CompiledSelection {
  if (selection === true) return WHOLE_VALUE;
  if (Array.isArray(selection)) {
    const [items] = selection as readonly [JsonSelection];
    return { kind: ARRAY, keysByLength: [], byName: new Map(), items: compile(items) };
  }
  const compiled: CompiledSelection = { kind: OBJECT, keysByLength: [], byName: new Map(), items: null };
  for (const [name, child] of Object.entries(selection)) {
    // An own property named so would set the result's prototype: never selected.
    if (name === '__proto__') throw new Error('selective JSON: "__proto__" cannot be selected');
    const key: SelectedKey = { name, bytes: Buffer.from(name, 'utf8'), selection: compile(child) };
    (compiled.keysByLength[key.bytes.length] ??= []).push(key);
    compiled.byName.set(name, key.selection);
  }
  return compiled;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const SMALL_E = 0x65;
const CAPITAL_E = 0x45;
const EMPTY = Buffer.alloc(0);
/** 1 for the bytes that end a run of plain string content: the quote, the backslash, control characters. */
const STRING_STOP = new Uint8Array(256);
STRING_STOP.fill(1, 0, 0x20);
STRING_STOP[0x22] = 1;
STRING_STOP[0x5c] = 1;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');
/** The character each one-letter escape stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`); `\u` apart. */
const ESCAPED: Record<number, string> = { 0x22: '"', 0x5c: '\\', 0x2f: '/', 0x62: '\b', 0x66: '\f', 0x6e: '\n', 0x72: '\r', 0x74: '\t' };
const U = 0x75;

/** Value of a hexadecimal digit, or -1. */
function hexDigit(c: number): number {
  if (c >= ZERO && c <= NINE) return c - ZERO;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * A JSON parser over UTF-8 bytes that builds only the selected part of a value and skips the rest, checking its
 * syntax all the same: every input it accepts is one `JSON.parse` accepts (any other throws a SyntaxError), and
 * every selected value is the one `JSON.parse` gives (same strings, numbers, last duplicate key winning).
 * Made for records of which a few fields are read: building the skipped objects and strings is most of what
 * `JSON.parse` costs on them.
 */
export class SelectiveJsonParser {
  private readonly root: CompiledSelection;
  private bytes: Buffer = EMPTY;
  private at = 0;
  private end = 0;

  constructor(selection: JsonSelection) {
    this.root = compile(selection);
  }

  /** The selected part of the JSON text in `bytes` (one whole value, whitespace around it allowed). */
  parse(bytes: Buffer): unknown {
    this.bytes = bytes;
    this.at = 0;
    this.end = bytes.length;
    const value = this.value(this.root);
    this.skipWhitespace();
    if (this.at !== this.end) this.fail();
    this.bytes = EMPTY;
    return value;
  }

  private fail(): never {
    throw new SyntaxError(`invalid JSON at byte ${this.at}`);
  }

  private skipWhitespace(): void {
    const { bytes, end } = this;
    let at = this.at;
    while (at < end) {
      const c = bytes[at]!;
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      at++;
    }
    this.at = at;
  }

  /** Past whitespace, the next byte, which must be `expected`. */
  private expect(expected: number): void {
    this.skipWhitespace();
    if (this.bytes[this.at] !== expected || this.at >= this.end) this.fail();
    this.at++;
  }

  private value(selection: CompiledSelection): unknown {
    this.skipWhitespace();
    if (this.at >= this.end) this.fail();
    switch (this.bytes[this.at]) {
      case OPEN_BRACE:
        return selection.kind === OBJECT ? this.selectedObject(selection) : this.wholeObject();
      case OPEN_BRACKET:
        return this.array(selection.kind === ARRAY ? selection.items! : WHOLE_VALUE);
      case QUOTE:
        return this.string();
      default:
        return this.scalar();
    }
  }

  /** A value checked and passed over, nothing built. */
  private skip(): void {
    this.skipWhitespace();
    if (this.at >= this.end) this.fail();
    switch (this.bytes[this.at]) {
      case OPEN_BRACE:
        if (this.empty(CLOSE_BRACE)) return;
        do {
          this.atName();
          this.skipString();
          this.expect(COLON);
          this.skip();
        } while (this.next(CLOSE_BRACE));
        return;
      case OPEN_BRACKET:
        if (this.empty(CLOSE_BRACKET)) return;
        do this.skip();
        while (this.next(CLOSE_BRACKET));
        return;
      case QUOTE:
        this.skipString();
        return;
      default:
        this.scalar();
    }
  }

  /** Passes a container's opening byte; true when it is empty, its closing byte `close` passed too. */
  private empty(close: number): boolean {
    this.at++;
    this.skipWhitespace();
    if (this.bytes[this.at] !== close || this.at >= this.end) return false;
    this.at++;
    return true;
  }

  /** Past whitespace, at the opening quote of a member's name. */
  private atName(): void {
    this.skipWhitespace();
    if (this.bytes[this.at] !== QUOTE || this.at >= this.end) this.fail();
  }

  /** After a member or element: true on a comma (another one follows), false on the closing byte. */
  private next(close: number): boolean {
    this.skipWhitespace();
    const c = this.bytes[this.at];
    if (this.at >= this.end) this.fail();
    this.at++;
    if (c === COMMA) return true;
    if (c === close) return false;
    this.at--;
    return this.fail();
  }

  private selectedObject(selection: CompiledSelection): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    if (this.empty(CLOSE_BRACE)) return result;
    do {
      this.atName();
      const key = this.selectedKey(selection);
      this.expect(COLON);
      if (key === null) this.skip();
      else result[key.name] = this.value(key.selection);
    } while (this.next(CLOSE_BRACE));
    return result;
  }

  /** The selected key a member's name designates, or null; the name is passed over. */
  private selectedKey(selection: CompiledSelection): { name: string; selection: CompiledSelection } | null {
    const { bytes } = this;
    const start = this.at + 1;
    if (this.skipString()) {
      // Escapes in the name (rare): decoded, then looked up by name.
      this.at = start - 1;
      const name = this.string();
      const found = selection.byName.get(name);
      return found === undefined ? null : { name, selection: found };
    }
    const length = this.at - 1 - start;
    const candidates = selection.keysByLength[length];
    if (candidates === undefined) return null;
    for (const key of candidates) {
      const name = key.bytes;
      let i = 0;
      while (i < length && name[i] === bytes[start + i]) i++;
      if (i === length) return key;
    }
    return null;
  }

  private wholeObject(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    if (this.empty(CLOSE_BRACE)) return result;
    do {
      this.atName();
      const name = this.string();
      this.expect(COLON);
      const value = this.value(WHOLE_VALUE);
      // As JSON.parse does: "__proto__" is an own property, not the prototype.
      if (name === '__proto__') Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
      else result[name] = value;
    } while (this.next(CLOSE_BRACE));
    return result;
  }

  private array(items: CompiledSelection): unknown[] {
    const result: unknown[] = [];
    if (this.empty(CLOSE_BRACKET)) return result;
    do result.push(this.value(items));
    while (this.next(CLOSE_BRACKET));
    return result;
  }

  /**
   * Passes over a string (at its opening quote), checking its escapes and that it has no control character;
   * true when it has escapes.
   */
  private skipString(): boolean {
    const { bytes, end } = this;
    let at = this.at + 1;
    let escaped = false;
    for (;;) {
      // Plain string bytes, the most of a record, one table lookup each.
      while (at < end && STRING_STOP[bytes[at]!] === 0) at++;
      if (at >= end) {
        this.at = at;
        this.fail();
      }
      const c = bytes[at]!;
      if (c === QUOTE) break;
      this.at = at;
      if (c !== BACKSLASH) this.fail();
      this.at = at + 1;
      this.escape();
      at = this.at;
      escaped = true;
    }
    this.at = at + 1;
    return escaped;
  }

  /** The character of the escape after a backslash (`this.at` on the byte after it); `this.at` moves past it. */
  private escape(): string {
    const c = this.bytes[this.at];
    if (this.at >= this.end || c === undefined) this.fail();
    if (c !== U) {
      const character = ESCAPED[c];
      if (character === undefined) this.fail();
      this.at++;
      return character;
    }
    if (this.at + 5 > this.end) this.fail();
    let code = 0;
    for (let i = 1; i <= 4; i++) {
      const digit = hexDigit(this.bytes[this.at + i]!);
      if (digit < 0) this.fail();
      code = code * 16 + digit;
    }
    this.at += 5;
    return String.fromCharCode(code);
  }

  /** A string (at its opening quote), decoded as JSON.parse decodes it from the UTF-8 text. */
  private string(): string {
    const bytes = this.bytes as Buffer & BufferSlices;
    const { end } = this;
    const start = this.at + 1;
    let at = start;
    let text = '';
    let from = start;
    // Or of the bytes since `from`: below 0x80, the segment is ASCII.
    let high = 0;
    for (;;) {
      if (at >= end) {
        this.at = at;
        this.fail();
      }
      const c = bytes[at++]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        // A backslash and what precedes it are ASCII: cutting the UTF-8 there never splits a character.
        text += high < 0x80 ? bytes.latin1Slice(from, at - 1) : bytes.utf8Slice(from, at - 1);
        this.at = at;
        text += this.escape();
        at = this.at;
        from = at;
        high = 0;
      } else if (c < 0x20) {
        this.at = at - 1;
        this.fail();
      }
      high |= c;
    }
    this.at = at;
    const last = high < 0x80 ? bytes.latin1Slice(from, at - 1) : bytes.utf8Slice(from, at - 1);
    return from === start ? last : text + last;
  }

  /** A number, `true`, `false` or `null`. */
  private scalar(): number | boolean | null {
    const c = this.bytes[this.at]!;
    if (c === MINUS || (c >= ZERO && c <= NINE)) return this.number();
    if (this.literal(TRUE)) return true;
    if (this.literal(FALSE)) return false;
    if (this.literal(NULL)) return null;
    return this.fail();
  }

  private literal(word: Buffer): boolean {
    const { bytes, at } = this;
    const { length } = word;
    if (at + length > this.end) return false;
    for (let i = 0; i < length; i++) if (bytes[at + i] !== word[i]) return false;
    this.at = at + length;
    return true;
  }

  /** `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, valued as JSON.parse values it. */
  private number(): number {
    const { bytes, end } = this;
    const start = this.at;
    let at = start;
    if (bytes[at] === MINUS) at++;
    const digits = this.digits(at);
    // No digit, or a leading zero followed by digits.
    if (digits === at || (bytes[at] === ZERO && digits > at + 1)) {
      this.at = at;
      this.fail();
    }
    at = digits;
    let integer = true;
    if (at < end && bytes[at] === DOT) {
      const fraction = this.digits(at + 1);
      if (fraction === at + 1) {
        this.at = at + 1;
        this.fail();
      }
      at = fraction;
      integer = false;
    }
    if (at < end && (bytes[at] === SMALL_E || bytes[at] === CAPITAL_E)) {
      at++;
      if (at < end && (bytes[at] === PLUS || bytes[at] === MINUS)) at++;
      const exponent = this.digits(at);
      if (exponent === at) {
        this.at = at;
        this.fail();
      }
      at = exponent;
      integer = false;
    }
    this.at = at;
    // Up to 15 digits an integer is exact in a double: read as is; otherwise the same conversion as JSON.parse.
    if (integer && at - start <= 15) {
      let value = 0;
      for (let i = bytes[start] === MINUS ? start + 1 : start; i < at; i++) value = value * 10 + (bytes[i]! - ZERO);
      return bytes[start] === MINUS ? -value : value;
    }
    return Number(bytes.toString('latin1', start, at));
  }

  /** The position after the run of digits starting at `from`. */
  private digits(from: number): number {
    const { bytes, end } = this;
    let at = from;
    while (at < end && bytes[at]! >= ZERO && bytes[at]! <= NINE) at++;
    return at;
  }
}
