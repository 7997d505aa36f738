// The BMP units allowed in a CHAT_INPUT name, written out for one Unicode version. Building the
// pattern's property classes (\p{L}, \p{N}, \p{sc=Deva}, \p{sc=Thai}) is V8's costliest regex work:
// about 13 million instructions, a fifth of what a CLI run on one small file with a localized
// name adds to `node -e 0`. The same units as data decode in a few hundred thousand, as far as they are asked. They are used
// only under the Unicode version they were made with (Unicode's properties are fixed per version);
// under any other, name-scan.ts builds the regexes as before. Only a program that asks for them
// (useNameCharUnits) decodes them, and they are an entry of their own (`@cmdlint/core/name-chars`,
// which the command line imports): a page that loads the engine never holds them. The test
// (test/name-char-ranges.test.ts) compares the decoded units with the regex on every BMP unit.

/** The Unicode version (`process.versions.unicode`) of the Node that wrote NAME_CHAR_RANGES. */
export const NAME_CHAR_RANGES_UNICODE = '17.0';

/**
 * The allowed units as runs, each two numbers: the run starts `gap` units after the previous
 * run's end (after 0 for the first) and holds `length` + 1 units. A number is one character
 * per digit, most often one in all: its last digit in base 52 as a character from "(" (0x28) on,
 * the digits before it (the number divided by 52) in base 34 as characters from "]" (0x5d) on,
 * most significant first. No quote nor backslash is among them, so the text is written as it is.
 * Half the length of the same runs in base 36 with separators (150 bytes less gzipped), and
 * decoded without slicing.
 */
export const NAME_CHAR_RANGES =
  'U(*1/A,()AW(/))(+))*)>)F)eQ,36,/()(_A,))*+)(.()*)();)^F)_J0`1)M*(.P^;B,+UR=1,))^V)(7)/6*(8()EE^L3(6R1),(-=,(1(+(?@/2-?).8Q^*^D,6*B,/*)*=).)(+++(8(5))*,3*-*(0-,)*=).))))))G+)(/1**80)*)=).))),+(:(7),11(3/*)*=).))),+(F))*,1).3()-+*)++))())+)+*+3>(=4:/)*)>)7+(B*))*),10.)(,/)*)>)1),+(F*)),1))90)*)P*(8(-*)1,:)--9+?)0)(*.G19^--CM))(),)?)()1))1(*,)(11*+H(G;4/)KC,_3R<2.-,++(+)/*,44()1.M)(-(*R)c<)+*.)()+*P)+*H)+*.)()+*6)^,)+*^66;+78^I*-+hW*8)A-^>+2/95:6964)*7[K(,(+1.1>1.^L/,*I)(-^92FOO*,3S,A.2M>1^(S1.15(^QV9/+1QE5^+BKD1+X*2-R**Q+)-))+(-`K^4b9*-*M*-*/)()()()F*^().)(+*).++*-,4-*)._3)*--2.4^Y(,(*1)(+,.()()()+)2*+-,,()^-jZ^/^B=i.ErPa<.++)1(*M)(-(*^+/(8>1.).).).).).).).^D(f)*A0/,*,,^I.*)^M)+-R)^Q++2GX7H1F/)6H1O6c0`uO^4io,^7U*b0+C<V8F*^CO0*^Z*^E<8)*)+)>5-2[6YD1.^92>AD/VD2.,)@)P?*)/,1.>+(+Y)(+)*,*()(@**2/*4-*-*-1.).)R)5._251.cgS4>,XawDd)*_)N.4,-()1)4),)()))))_+IcZ:^3*^)P3_4,)_F;1/A.A3^L+-*-*-**';

const LAST_DIGIT = 0x28;
const LAST_BASE = 52;
const LEADING_DIGIT = 0x5d;
const LEADING_BASE = 34;

/** Sets `into[i]` to 1 where the unit `start + i` is allowed in a name, to 0 elsewhere (BMP units). */
export type AllowedUnits = (start: number, into: Uint8Array) => void;

/**
 * The units allowed in a name, from the runs, a window at a time (the scan asks by blocks of 128
 * units: name-scan.ts); undefined under another Unicode version. The runs are decoded only as far
 * as the windows asked about: a run whose localized names are Cyrillic decodes 54 of the 890
 * numbers. Decoding them all at once, into one byte per BMP unit, took about a million
 * instructions of every run with a name out of ASCII (docs/performance.md, session 24).
 */
export function decodeNameCharRanges(unicode: string | undefined): AllowedUnits | undefined {
  if (unicode !== NAME_CHAR_RANGES_UNICODE) return undefined;
  // The runs decoded so far, as their bounds: starts at even indexes, ends (exclusive) at odd ones.
  const bounds: number[] = [];
  let at = 0;
  let unit = 0;
  let isLength = false;
  /** Decodes runs until a bound lies after `target` (its state is then known), or the runs end. */
  const decodeThrough = (target: number): void => {
    while (at < NAME_CHAR_RANGES.length && (bounds.length === 0 || bounds[bounds.length - 1]! <= target)) {
      let leading = 0;
      let code = NAME_CHAR_RANGES.charCodeAt(at++);
      while (code >= LEADING_DIGIT) {
        leading = leading * LEADING_BASE + code - LEADING_DIGIT;
        code = NAME_CHAR_RANGES.charCodeAt(at++);
      }
      const number = leading * LAST_BASE + code - LAST_DIGIT;
      unit += isLength ? number + 1 : number;
      bounds.push(unit);
      isLength = !isLength;
    }
  };
  return (start, into) => {
    const end = start + into.length;
    decodeThrough(end - 1);
    // The first bound after `start`: how many are at or before it says whether it is in a run.
    let low = 0;
    let high = bounds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (bounds[middle]! <= start) low = middle + 1;
      else high = middle;
    }
    into.fill(0);
    for (let from = start, next = low, inside = low % 2 === 1; from < end; next++, inside = !inside) {
      const to = next < bounds.length ? Math.min(bounds[next]!, end) : end;
      if (inside) into.fill(1, from - start, to - start);
      from = to;
    }
  };
}
