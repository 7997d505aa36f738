// The code points allowed in a CHAT_INPUT name, written out for one Unicode version. Building the
// pattern's property classes (\p{L}, \p{N}, \p{sc=Deva}, \p{sc=Thai}) is V8's costliest regex work:
// about 10 million instructions, a fifth of what a CLI run on one small file with a localized
// name adds to `node -e 0`. The same code points as data decode in a few hundred thousand, as far
// as they are asked (the BMP's runs first: a run whose names are all in the BMP decodes no more).
// They are used only under the Unicode version they were made with (Unicode's properties are
// fixed per version); under any other, name-scan.ts builds the regexes as before. Only a program
// that asks for them (useNameCharUnits) decodes them, and they are an entry of their own
// (`@cmdlint/core/name-chars`, which the command line imports): a page that loads the engine
// never holds them. The test
// (test/name-char-ranges.test.ts) compares the decoded code points with the regex on every one.

/** The Unicode version (`process.versions.unicode`) of the Node that wrote NAME_CHAR_RANGES. */
export const NAME_CHAR_RANGES_UNICODE = '17.0';

/**
 * The allowed code points as runs, each two numbers: the run starts `gap` code points after the
 * previous run's end (after 0 for the first) and holds `length` + 1 code points. A number is one
 * character per digit, most often one in all: its last digit in base 52 as a character from "(" (0x28) on,
 * the digits before it (the number divided by 52) in base 34 as characters from "]" (0x5d) on,
 * most significant first. No quote nor backslash is among them, so the text is written as it is.
 * Half the length of the same runs in base 36 with separators (150 bytes less gzipped), and
 * decoded without slicing.
 */
export const NAME_CHAR_RANGES =
  'U(*1/A,()AW(/))(+))*)>)F)eQ,36,/()(_A,))*+)(.()*)();)^F)_J0`1)M*(.P^;B,+UR=1,))^V)(7)/6*(8()EE^L3(6R1),(-=,(1(+(?@/2-?).8Q^*^D,6*B,/*)*=).)(+++(8(5))*,3*-*(0-,)*=).))))))G+)(/1**80)*)=).))),+(:(7),11(3/*)*=).))),+(F))*,1).3()-+*)++))())+)+*+3>(=4:/)*)>)7+(B*))*),10.)(,/)*)>)1),+(F*)),1))90)*)P*(8(-*)1,:)--9+?)0)(*.G19^--CM))(),)?)()1))1(*,)(11*+H(G;4/)KC,_3R<2.-,++(+)/*,44()1.M)(-(*R)c<)+*.)()+*P)+*H)+*.)()+*6)^,)+*^66;+78^I*-+hW*8)A-^>+2/95:6964)*7[K(,(+1.1>1.^L/,*I)(-^92FOO*,3S,A.2M>1^(S1.15(^QV9/+1QE5^+BKD1+X*2-R**Q+)-))+(-`K^4b9*-*M*-*/)()()()F*^().)(+*).++*-,4-*)._3)*--2.4^Y(,(*1)(+,.()()()+)2*+-,,()^-jZ^/^B=i.ErPa<.++)1(*M)(-(*^+/(8>1.).).).).).).).^D(f)*A0/,*,,^I.*)^M)+-R)^Q++2GX7H1F/)6H1O6c0`uO^4io,^7U*b0+C<V8F*^CO0*^Z*^E<8)*)+)>5-2[6YD1.^92>AD/VD2.,)@)P?*)/,1.>+(+Y)(+)*,*()(@**2/*4-*-*-1.).)R)5._251.cgS4>,XawDd)*_)N.4,-()1)4),)()))))_+IcZ:^3*^)P3_4,)_F;1/A.A3^L+-*-*-**K3)A):)))6*5J_:4T4^,9)aLD+X8B,K1E-M2E*K,/),R`)*1.K,K,O0[42)6).)))2)6).))+[4bZ1=2/@-)Q)0^9-*()S))+(*>*F*M00X:))-H,A.AN^+,;*V7+)*)D20?F)GH/)C.,8^)2=*B-A?.^D^<^+Z5Z/Q41.M1>a2F)Q.)8-^,O0=3+C9VC<>4^(BE))*(5TH@/11K71,(*(0J+(4W6+32)(,;39)@;)^3.)()+)6)1/V913/*)*=).))),+(:(4,F1)(*()M)(A()(T^(:+-1-*FW<))(01`2VQ+LW<(31NR5(/1.;DB=3,.`ES_4^F4/*(*/)))?7()(61^:/*N8()(D(2O/(=(3U;(:^</1`BH71.0)L9(7D-E_0.)))M=(11.-)))G6(/1.S,1aN:7()4)ID1^J(7<SnM^Z_.9`O^mL^T7qG9-A_eR-h2`zEE:1~:gX/F)1.^B)1.E:W8+41).)<-:e8T+1`R^J1@*@T^>-(^64^4))(6,1abYQG^U_2a|9+).)))bF7(E**(6+0dG^g<_*-4+0/1_i>1y>;4;_,@_G^H)^:))*(*)*+)3)().)^4)+*/).)C)+),)(+.)cC*@)@)F)@)F)@)F)@)F)@)/*Y^]@F.-b)^1_RT2.*1,(c1E:S,1f*C,1a.E*2`QF)*))).*,1)a8.)+)))6)`P*0X^7/(,1l3^.)*)+^@T)6`N+)B)))(*()1)+)()(.(,()()()*)))(*()()()()()))(*+).)+)+)()1)8-*),)8h04^pG1pRubCH_m5*`f)*adL7hY^j>g=yZ_wZ-ax5';

/**
 * The blocks of 128 BMP units in which some unit changes when lowercased (`c.toLowerCase() !== c`),
 * under the same Unicode version: block b (the units from b × 128) is bit `b & 3` of hexadecimal
 * digit `b >> 2`. 27 blocks of the 512. The scan reads a block's uppercase from the block
 * lowercased, which V8 does through ICU for a block past Latin-1, about 200,000 instructions a
 * block; most scripts have no case (CJK, Hangul, Devanagari, Thai, Arabic, ...), and their blocks
 * need none: 52 M instructions of the bench's 2000 small files (docs/performance.md, session 25).
 * The test writes it anew from toLowerCase.
 */
export const NAME_CASED_BLOCKS = 'fd7000002800002fc020003000000000000000000000000000000000000000000000000000000000000f00000000000000000000000000000000000000000004';

const LAST_DIGIT = 0x28;
const LAST_BASE = 52;
const LEADING_DIGIT = 0x5d;
const LEADING_BASE = 34;

/**
 * Sets `into[i]` to 1 where the code point `start + i` is allowed in a name, to 0 elsewhere (a BMP
 * unit is its code point; surrogates are never allowed). Returns true when `start` begins a BMP
 * block of 128 in which no unit changes when lowercased (its uppercase is then known without
 * lowercasing it); anything else (false, nothing) says nothing.
 */
export type AllowedUnits = (start: number, into: Uint8Array) => boolean | void;

/**
 * The code points allowed in a name, from the runs, a window at a time (the scan asks by blocks of
 * 128 BMP units, and for one astral code point at a time: name-scan.ts); undefined under another
 * Unicode version. The runs are decoded only as far as the windows asked about: a run whose
 * localized names are Cyrillic decodes 54 of the 1546 numbers. Decoding the BMP's all at once,
 * into one byte per unit, took about a million instructions of every run with a name out of ASCII
 * (docs/performance.md, session 24).
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
    return start < 0x10000 && start % 128 === 0 && (parseInt(NAME_CASED_BLOCKS.charAt(start >> 9), 16) & (1 << ((start >> 7) & 3))) === 0;
  };
}
