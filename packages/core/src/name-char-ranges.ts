// The BMP units allowed in a CHAT_INPUT name, written out for one Unicode version. Building the
// pattern's property classes (\p{L}, \p{N}, \p{sc=Deva}, \p{sc=Thai}) is V8's costliest regex work:
// about 13 million instructions, a fifth of what a CLI run on one small file with a localized
// name adds to `node -e 0`. The same units as data decode in a few hundred thousand. They are used
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

/** One byte per BMP unit, 1 where it is allowed in a name; undefined under another Unicode version. */
export function decodeNameCharRanges(unicode: string | undefined): Uint8Array | undefined {
  if (unicode !== NAME_CHAR_RANGES_UNICODE) return undefined;
  const allowed = new Uint8Array(0x10000);
  let unit = 0;
  let leading = 0;
  let isLength = false;
  for (let at = 0; at < NAME_CHAR_RANGES.length; at++) {
    const code = NAME_CHAR_RANGES.charCodeAt(at);
    if (code >= LEADING_DIGIT) {
      leading = leading * LEADING_BASE + code - LEADING_DIGIT;
      continue;
    }
    const number = leading * LAST_BASE + code - LAST_DIGIT;
    leading = 0;
    if (isLength) allowed.fill(1, unit, (unit += number + 1));
    else unit += number;
    isLength = !isLength;
  }
  return allowed;
}
