/** One element of a top-level JSON array, as text, with the line where it starts. */
export interface JsonArrayElement {
  text: string;
  line: number;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function isSpace(code: number): boolean {
  return code === 0x20 || code === NEWLINE || code === 0x0d || code === 0x09 || code === 0xfeff;
}

/**
 * Splits a JSON document `[ e1, e2, … ]` fed in text chunks into the text of its elements, so that
 * a multi-gigabyte array (the INPI stock files) is parsed one element at a time with flat memory.
 * It tracks only nesting depth and string state; each element is then checked by `JSON.parse`.
 */
export class JsonArraySplitter {
  /** 0 before the opening bracket, 1 between elements, 2+ inside a composite element. */
  private depth = 0;
  private finished = false;
  private inString = false;
  private escaped = false;
  private inElement = false;
  private line = 1;
  private elementLine = 0;
  private parts: string[] = [];

  push(chunk: string): JsonArrayElement[] {
    const out: JsonArrayElement[] = [];
    let start = this.inElement ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      if (code === NEWLINE) this.line++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === BACKSLASH) this.escaped = true;
        else if (code === QUOTE) this.inString = false;
        continue;
      }
      if (this.finished) {
        if (!isSpace(code)) throw new SyntaxError(`unexpected content after the JSON array at line ${this.line}`);
        continue;
      }
      if (this.depth === 0) {
        if (isSpace(code)) continue;
        if (code !== OPEN_BRACKET) throw new SyntaxError(`a JSON array was expected at line ${this.line}`);
        this.depth = 1;
        continue;
      }
      if (this.depth === 1 && !this.inElement) {
        if (isSpace(code) || code === COMMA) continue;
        if (code === CLOSE_BRACKET) {
          this.finished = true;
          this.depth = 0;
          continue;
        }
        this.inElement = true;
        this.elementLine = this.line;
        start = i;
        if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth = 2;
        else if (code === QUOTE) this.inString = true;
        continue;
      }
      if (this.depth === 1) {
        // Inside a scalar element: it ends at the next comma or the closing bracket.
        if (code === COMMA || code === CLOSE_BRACKET) {
          out.push(this.take(chunk.slice(start, i)));
          if (code === CLOSE_BRACKET) {
            this.finished = true;
            this.depth = 0;
          }
        } else if (code === QUOTE) {
          this.inString = true;
        }
        continue;
      }
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth === 1) out.push(this.take(chunk.slice(start, i + 1)));
      }
    }
    if (this.inElement) this.parts.push(chunk.slice(start));
    return out;
  }

  /** Call at the end of the input: an element left open (truncated file) is returned for the caller to reject. */
  end(): JsonArrayElement | null {
    if (this.inElement) {
      const rest = this.take('');
      return rest;
    }
    if (!this.finished) throw new SyntaxError(this.depth === 0 ? 'empty input: a JSON array was expected' : 'the JSON array is not closed');
    return null;
  }

  private take(last: string): JsonArrayElement {
    this.parts.push(last);
    const text = this.parts.join('').trim();
    this.parts = [];
    this.inElement = false;
    return { text, line: this.elementLine };
  }
}
